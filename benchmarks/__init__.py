"""Rookery's measurement harness: `python -m benchmarks.run` writes docs/performance.md."""
