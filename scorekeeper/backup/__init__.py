"""All games to one file and back: the backup file
(``wizard-scorekeeper/backup@1``, :mod:`.file`) and what a restore stores
(:mod:`.restore`), for a new phone or a browser whose data was cleared.

The exports (:mod:`scorekeeper.exports`) are files of one game; this package
is every game at once. Pure: the standard library, pydantic and the domain;
the service reads and writes the games (:meth:`GameService.backup`,
:meth:`GameService.restore_backup`), as the app and the command line both do.
"""
