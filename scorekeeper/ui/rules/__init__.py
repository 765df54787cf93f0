"""The rules reference screen (decisions: presenters/rules.py)."""
