"""Table mode: the table's address (server, gate, throttle), the host's QR
code and a player's phone (its seat choice and its seat's screen)."""
