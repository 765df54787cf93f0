"""The score sheet, a panel of the game screen, and its correction dialog (decisions: presenters/sheet.py)."""
