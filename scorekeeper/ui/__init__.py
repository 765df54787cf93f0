"""The Flet app (imperative shell). Nothing outside scorekeeper.ui imports flet."""
