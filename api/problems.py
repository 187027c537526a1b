"""The one exception type the service layer raises; api/errors.py renders it as RFC 9457."""


class Problem(Exception):
    def __init__(self, status: int, code: str, detail: str, title: str | None = None,
                 headers: dict | None = None, **extra):
        super().__init__(detail)
        self.status = status
        self.code = code
        self.detail = detail
        self.title = title
        self.headers = headers or {}
        self.extra = extra


def not_found(what: str) -> Problem:
    return Problem(404, "not-found", f"{what} not found")
