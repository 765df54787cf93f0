"""The history screen (decisions: presenters/history.py)."""
