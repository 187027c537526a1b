"""A client for the Rookery API (see openapi.yaml at the service's /openapi.yaml)."""
from rookery.client import ApiError, Rookery, Seat
from rookery.signatures import verify_signature

__all__ = ["ApiError", "Rookery", "Seat", "verify_signature"]
