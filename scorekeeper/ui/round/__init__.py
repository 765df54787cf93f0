"""The round, a panel of the game screen: trump, bids, tally or direct entry, the score, game over
(decisions: presenters/round.py, presenters/entry.py)."""
