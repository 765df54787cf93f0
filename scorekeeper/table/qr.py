"""The join link as a QR code, a PNG drawn here from the code's modules.

The code itself (versions, error correction, masks) comes from ``qrcode``
(pure Python; its image backends need Pillow or pypng, so the PNG is
written here with zlib: a few dozen bytes a line, black on white with the
quiet zone the standard asks)."""

from __future__ import annotations

import struct
import zlib

SCALE = 6  # px a module: a 33-module code is about 250 px, scanned from across a table
QUIET = 4  # modules of white around the code


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def qr_matrix(text: str) -> list[list[bool]]:
    import qrcode

    code = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_M, border=QUIET)
    code.add_data(text)
    code.make(fit=True)
    return code.get_matrix()


def qr_png(text: str, scale: int = SCALE) -> bytes:
    matrix = qr_matrix(text)
    size = len(matrix) * scale
    rows = []
    for line in matrix:
        pixels = bytes(0 if dark else 255 for dark in line for _ in range(scale))
        rows.extend([b"\x00" + pixels] * scale)
    header = struct.pack(">IIBBBBB", size, size, 8, 0, 0, 0, 0)  # 8-bit greyscale
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header) + _chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
            + _chunk(b"IEND", b""))
