"""The game screen: totals, the round or the sheet, undo and redo (decisions: presenters/game.py)."""
