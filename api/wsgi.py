"""The WSGI entry point gunicorn serves: ``api.wsgi:app``."""
from api import create_app

app = create_app()
