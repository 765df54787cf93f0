"""Browser end-to-end tests (Flet web mode + headless Chromium)."""
