"""Compressed page files. The pages' HTML, CSS and JS modules (with their card and map data) are
most of a first visit's bytes; API answers are left alone, on the hot path (no work, no
``Vary: Accept-Encoding``), and nginx compresses them in a deployment. Only the views decorated
with ``compressed`` are touched. Each file is compressed once per algorithm and kept while it is
unchanged, so the browsers' revalidations (answered 304 after the ETag check) cost nothing."""
from flask import Flask, Request
from flask_compress import Compress

PAGE_TYPES = ["text/html", "text/css", "text/javascript", "application/javascript",
              "image/svg+xml"]
MAX_KEPT = 512   # far more than the frontend's files; a bound against surprises


class _Kept:
    """The cache interface flask-compress asks for (get/set), in this process's memory."""

    def __init__(self):
        self._bodies: dict[str, bytes] = {}

    def get(self, key: str) -> bytes | None:
        return self._bodies.get(key)

    def set(self, key: str, body: bytes) -> None:
        if len(self._bodies) >= MAX_KEPT:
            self._bodies.clear()
        self._bodies[key] = body


def _file_key(request: Request) -> str:
    """The served file and its version: a changed file is compressed again."""
    from api.routes.meta import frontend_dir
    rel = request.path.lstrip("/") or "index.html"
    try:
        st = (frontend_dir() / rel).stat()
    except OSError:
        return request.path
    return f"{rel}|{st.st_mtime_ns}|{st.st_size}"


_COMPRESS = Compress()
compressed = _COMPRESS.compressed()   # the decorator for the page-file views


def install(app: Flask) -> None:
    app.config.setdefault("COMPRESS_MIMETYPES", PAGE_TYPES)
    app.config.setdefault("COMPRESS_CACHE_BACKEND", _Kept)
    app.config.setdefault("COMPRESS_CACHE_KEY", _file_key)
    app.config["COMPRESS_REGISTER"] = False   # not on every answer: the views ask for it
    _COMPRESS.init_app(app)
