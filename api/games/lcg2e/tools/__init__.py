"""Developer tools for lcg2e; nothing here runs in the service or in tests."""
