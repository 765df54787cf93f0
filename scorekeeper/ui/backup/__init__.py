"""The backup screen: all games to one file and back (decisions: presenters/backup.py)."""
