"""The deal-sizes screen (decisions: presenters/deal_sizes.py)."""
