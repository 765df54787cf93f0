"""The players screen (decisions: presenters/players.py)."""
