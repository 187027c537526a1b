# Two commands do all set-up on a fresh Debian machine with Python 3.11:
#   make run   - the service (API + frontend) on http://127.0.0.1:$(PORT)
#   make test  - installs what the tests need, runs every test
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000
export PORT

NODE_TOOLS := node_modules/.installed

.PHONY: archive-dicts run test test-fast system-deps node-tools contract-ts soak fuzz bench lighthouse clean

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $@

# Node tools (package.json): Redocly's linter, openapi-typescript and openapi-fetch for the
# generated TypeScript client, axe-core for the browser suite. Into node_modules/ (not in git).
$(NODE_TOOLS): package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

node-tools: $(NODE_TOOLS)

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

# ROOKERY_REQUIRE_NODE_TOOLS: tests that need the Node tools fail here instead of skipping.
# Two pytest workers (pytest-xdist), each with its own Redis, service and browser: much of a
# browser test is waiting on the page or a bot, so two at once take about two thirds of the time
# one after the other does (22 min against 35 on the same loaded machine; 20 is the budget).
test: $(VENV)/.installed $(NODE_TOOLS) system-deps
	ROOKERY_REQUIRE_NODE_TOOLS=1 $(PY) -m pytest -m "not slow" -q -p no:cacheprovider -n 2

test-fast: $(VENV)/.installed
	$(PY) -m pytest -m "not slow and not browser" -q -x

# A TypeScript client generated from openapi.yaml (openapi-typescript + openapi-fetch), compiled
# with tsc and run with Node against the live service.
contract-ts: $(VENV)/.installed $(NODE_TOOLS) system-deps
	ROOKERY_REQUIRE_NODE_TOOLS=1 $(PY) -m pytest -m slow -q tests/api/test_generated_ts_client.py

soak: $(VENV)/.installed $(NODE_TOOLS) system-deps
	ROOKERY_REQUIRE_NODE_TOOLS=1 $(PY) -m pytest -m slow -q

fuzz: $(VENV)/.installed system-deps
	ROOKERY_FUZZ_EXAMPLES=2000 $(PY) -m pytest -q tests/api/test_schemathesis.py

bench: $(VENV)/.installed system-deps
	$(PY) -m benchmarks.run

# The zstd dictionaries of archived event chunks (api/archive_dicts/); a new one needs a new
# version (ARGS="--version 2"): stored chunks name the dictionary they were written with.
archive-dicts: $(VENV)/.installed system-deps
	$(PY) -m benchmarks.archive_dicts $(ARGS)

# Lighthouse on the lobby, the deck builder and a live match of every game (mobile and desktop);
# its own pinned copy in benchmarks/lighthouse/. Fails when a match page misses issue #22's goals.
lighthouse: $(VENV)/.installed system-deps
	$(PY) -m benchmarks.lighthouse

clean:
	rm -rf $(VENV) node_modules var test-artifacts
