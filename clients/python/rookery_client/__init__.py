"""A client for the Rookery API (see openapi.yaml at the service's /openapi.yaml)."""
from rookery_client.client import ApiError, Rookery, Seat
from rookery_client.signatures import verify_signature

__all__ = ["ApiError", "Rookery", "Seat", "verify_signature"]
