"""A Flask test client whose every request and response is checked against openapi.yaml."""
from pathlib import Path

import json

import yaml

from openapi_core import Config, OpenAPI
from openapi_core.contrib.werkzeug import WerkzeugOpenAPIRequest, WerkzeugOpenAPIResponse
from werkzeug.test import EnvironBuilder

ROOT = Path(__file__).resolve().parents[2]
SPEC = OpenAPI.from_file_path(str(ROOT / "openapi.yaml"), config=Config(
    extra_media_type_deserializers={"application/problem+json": json.loads,
                                    "application/yaml": yaml.safe_load,
                                    "text/html": lambda b: b.decode(),
                                    "text/plain": lambda b: b.decode()}))

# Answers whose body is not JSON cannot be schema-checked beyond status and media type.
NOT_JSON = ("text/event-stream",)


class ContractClient:
    """openapi-core takes ~50 ms a call, so in long playthroughs each kind of exchange
    (method, route, status) is checked the first FIRST times and then every EVERY-th time."""

    FIRST, EVERY = 8, 20

    def __init__(self, flask_client, validate_requests=True):
        self.c = flask_client
        self.validate_requests = validate_requests
        self.checked = 0
        self.seen = {}

    def open(self, method, path, **kw):
        resp = self.c.open(path, method=method, **kw)
        kind = (method, resp.request.url_rule.rule if getattr(resp.request, "url_rule", None)
                else path, resp.status_code)
        n = self.seen[kind] = self.seen.get(kind, 0) + 1
        if n > self.FIRST and n % self.EVERY:
            return resp
        builder = EnvironBuilder(path=path, method=method, **kw)
        req = builder.get_request()
        if self.validate_requests and resp.status_code < 400:
            SPEC.validate_request(WerkzeugOpenAPIRequest(req))
        if resp.mimetype not in NOT_JSON and resp.status_code != 304:
            SPEC.validate_response(WerkzeugOpenAPIRequest(req), WerkzeugOpenAPIResponse(resp))
        self.checked += 1
        return resp

    def get(self, path, **kw):
        return self.open("GET", path, **kw)

    def post(self, path, **kw):
        return self.open("POST", path, **kw)

    def put(self, path, **kw):
        return self.open("PUT", path, **kw)

    def delete(self, path, **kw):
        return self.open("DELETE", path, **kw)
