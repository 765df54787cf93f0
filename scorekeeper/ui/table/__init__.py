"""Table mode on a player's phone: the phones' app, its seat choice and its
seat's screen (Flet components only; their subject, ``PhoneSeat``, is in the
store, ``ui/store/seat.py``). The table itself, its address and its QR code
are ``scorekeeper/table/``."""
