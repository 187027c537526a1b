# Two commands do all set-up on a fresh Debian machine with Python 3.11:
#   make run   - the service (API + frontend) on http://127.0.0.1:$(PORT)
#   make test  - installs what the tests need, runs every test
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000
export PORT

.PHONY: run test test-fast system-deps soak fuzz bench clean

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $@

run: $(VENV)/.installed
	$(PY) -m api.serve

# Debian packages the tests use: a real redis-server, Chromium for the browser tests and nginx
# for the deploy/nginx.conf test.
system-deps:
	@need=""; \
	command -v redis-server >/dev/null || need="$$need redis-server"; \
	command -v chromium >/dev/null || need="$$need chromium"; \
	command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || need="$$need nginx-light"; \
	if [ -n "$$need" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "installing:$$need"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$need >/dev/null; \
	  else \
	    echo "missing Debian packages:$$need (run as root or install them)"; exit 1; \
	  fi; \
	fi

test: $(VENV)/.installed system-deps
	$(PY) -m pytest -m "not slow" -q -p no:cacheprovider

test-fast: $(VENV)/.installed
	$(PY) -m pytest -m "not slow and not browser" -q -x

soak: $(VENV)/.installed system-deps
	$(PY) -m pytest -m slow -q

fuzz: $(VENV)/.installed system-deps
	ROOKERY_FUZZ_EXAMPLES=2000 $(PY) -m pytest -q tests/api/test_schemathesis.py

bench: $(VENV)/.installed system-deps
	$(PY) -m benchmarks.run

clean:
	rm -rf $(VENV) var test-artifacts
