"""The shared game screen (issue 31; decisions: presenters/shared.py)."""
