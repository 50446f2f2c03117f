"""Signed checkpoints of the audit log's head: the anchor a client can hold.

The contract is docs/DESIGN.md §9.

A checkpoint states `{seq, hash, time}` of the log's newest record, signed with an Ed25519
key. The key and the last checkpoint (the log's high-water mark) live in an anchor folder
outside the log directory (`<home>/log-anchor/` by default):

- `ed25519.key`: the private key (raw 32 bytes, hex), made on first use, mode 0600.
- `head.json`: the newest checkpoint the writer issued, replaced after every batch.

Why the head lives outside the log's own files: a truncation of the last records and
their hash lines leaves a log that is internally consistent; the head remembers how far
the log had come, so start-up detects the truncation and never hands out those sequence
numbers again. Anyone who can rewrite the anchor folder too can hide a rewrite from the
service itself, but not from a client that kept a checkpoint: `resaudit log verify
--checkpoint FILE` re-checks the log against it.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import (
    Ed25519PrivateKey,
    Ed25519PublicKey,
)

from pipeline.errors import AuditLogError
from pipeline.formats import canonical_json

__all__ = ["KEY_NAME", "HEAD_NAME", "Anchor", "Checkpoint", "CheckpointError", "parse_checkpoint"]

KEY_NAME = "ed25519.key"
HEAD_NAME = "head.json"
# Domain separation: a checkpoint signature can never be taken for a signature of
# anything else this key might sign one day.
_CONTEXT = b"resaudit audit-log checkpoint v1\n"
# The head file's size: one sector, the checkpoint's JSON (about 340 bytes) padded.
_HEAD_BYTES = 512


class CheckpointError(AuditLogError):
    """A checkpoint is malformed, its signature does not verify, or it names another key."""


@dataclass(frozen=True, slots=True)
class Checkpoint:
    """A signed statement of the log head: record `seq` has chain hash `hash` at `time`."""

    seq: int
    hash: str
    time: str
    public_key: str  # hex of the raw 32-byte Ed25519 public key
    signature: str  # hex of the 64-byte signature over `_message`

    def message(self) -> bytes:
        """The exact bytes signed."""
        body = {
            "seq": self.seq,
            "hash": self.hash,
            "time": self.time,
            "public_key": self.public_key,
        }
        return _CONTEXT + canonical_json(body).encode()

    def as_dict(self) -> dict[str, Any]:
        """The JSON form served and stored."""
        return {
            "seq": self.seq,
            "hash": self.hash,
            "time": self.time,
            "public_key": self.public_key,
            "signature": self.signature,
        }

    def check(self, public_key: str | None = None) -> None:
        """Verify the signature (and, if given, that the signer is `public_key`).

        Raises:
            CheckpointError: wrong key or a signature that does not verify.
        """
        if public_key is not None and public_key != self.public_key:
            raise CheckpointError("checkpoint was signed by another key than this log's")
        try:
            key = Ed25519PublicKey.from_public_bytes(bytes.fromhex(self.public_key))
            key.verify(bytes.fromhex(self.signature), self.message())
        except (ValueError, InvalidSignature):
            raise CheckpointError("checkpoint signature does not verify") from None


def parse_checkpoint(doc: Any) -> Checkpoint:
    """A Checkpoint from its JSON form (shape only; call `check` for the signature).

    Raises:
        CheckpointError: a field is missing or of the wrong shape.
    """
    if not isinstance(doc, Mapping):
        raise CheckpointError("checkpoint is not a JSON object")
    try:
        seq, hx, time, pub, sig = (
            doc[k] for k in ("seq", "hash", "time", "public_key", "signature")
        )
    except KeyError as exc:
        raise CheckpointError(f"checkpoint lacks {exc.args[0]!r}") from None
    shapes = (
        isinstance(seq, int) and not isinstance(seq, bool) and seq >= 0,
        _is_hex(hx, 32),
        isinstance(time, str),
        _is_hex(pub, 32),
        _is_hex(sig, 64),
    )
    if not all(shapes):
        raise CheckpointError("checkpoint fields have the wrong shape")
    return Checkpoint(seq, hx, time, pub, sig)


def _is_hex(value: Any, nbytes: int) -> bool:
    if not isinstance(value, str) or len(value) != 2 * nbytes:
        return False
    return all(c in "0123456789abcdef" for c in value)


class Anchor:
    """The signing key and the head file of one audit log."""

    def __init__(self, directory: Path, key: Ed25519PrivateKey) -> None:
        """Use `Anchor.open`."""
        self.directory = directory
        self._key = key
        raw = key.public_key().public_bytes_raw()
        self.public_key = raw.hex()
        self.key_id = hashlib.sha256(raw).hexdigest()[:16]
        self._head_fd: int | None = None

    @classmethod
    def open(cls, directory: Path) -> Anchor:
        """Load the key in `directory`, making it (and the folder) on first use.

        Raises:
            AuditLogError: the key file cannot be read, written or parsed.
        """
        directory = Path(directory)
        path = directory / KEY_NAME
        try:
            directory.mkdir(parents=True, exist_ok=True, mode=0o700)
            try:
                text = path.read_text(encoding="ascii").strip()
            except FileNotFoundError:
                text = _make_key(path)
            key = Ed25519PrivateKey.from_private_bytes(bytes.fromhex(text))
        except (OSError, ValueError, UnicodeDecodeError) as exc:
            raise AuditLogError(f"log signing key {path} is unusable: {exc}") from exc
        return cls(directory, key)

    @classmethod
    def public_key_of(cls, directory: Path) -> str | None:
        """The public key stored in `directory`, or None when there is no key (read-only)."""
        try:
            text = (Path(directory) / KEY_NAME).read_text(encoding="ascii").strip()
            key = Ed25519PrivateKey.from_private_bytes(bytes.fromhex(text))
        except (OSError, ValueError, UnicodeDecodeError):
            return None
        return key.public_key().public_bytes_raw().hex()

    def sign(self, seq: int, hash_hex: str, time: str) -> Checkpoint:
        """A checkpoint of `(seq, hash)` at `time`, signed with this log's key."""
        unsigned = Checkpoint(seq, hash_hex, time, self.public_key, "")
        return Checkpoint(
            seq, hash_hex, time, self.public_key, self._key.sign(unsigned.message()).hex()
        )

    @property
    def head_path(self) -> Path:
        """Where the newest checkpoint is kept."""
        return self.directory / HEAD_NAME

    def read_head(self) -> Checkpoint | None:
        """The stored head, None if there is none.

        Raises:
            CheckpointError: the head is unreadable, malformed or not signed by this key.
        """
        try:
            raw = self.head_path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise CheckpointError(f"{self.head_path} cannot be read: {exc}") from exc
        try:
            doc = json.loads(raw)
        except (ValueError, RecursionError):
            raise CheckpointError(f"{self.head_path} is not JSON") from None
        head = parse_checkpoint(doc)
        head.check(self.public_key)
        return head

    def remove_stale(self) -> None:
        """Delete temp heads a killed writer left (call only while holding the log's lock)."""
        for stale in self.directory.glob(f".{HEAD_NAME}.*.tmp"):
            stale.unlink(missing_ok=True)

    def write_head(self, checkpoint: Checkpoint, *, durable: bool = False) -> None:
        """Write the head file: atomically replaced and fsynced when `durable` (start-up,
        close), else overwritten in place.

        Per batch the head is written without fsync: the records it covers are already
        durable, and a head that a power cut sets back only weakens the truncation check
        for the last moments before the cut; it can never name records that are not there.
        The head is padded to one 512-byte sector, so the per-batch write is one `pwrite`
        over the same bytes of the same file: no file is created or renamed per batch
        (replacing a file by rename made ext4 write the new one out first, about 1 ms of
        every batch's commit). A process killed mid-batch cannot tear that write; the
        JSON reader ignores the padding.

        Raises:
            OSError: the head could not be written.
        """
        data = canonical_json(checkpoint.as_dict()).encode() + b"\n"
        data = data.ljust(_HEAD_BYTES)
        if not durable and self._head_fd is not None and len(data) == _HEAD_BYTES:
            if os.pwrite(self._head_fd, data, 0) == len(data):
                return
        tmp = self.head_path.with_name(f".{HEAD_NAME}.{os.getpid()}.tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_CLOEXEC, 0o644)
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            if durable:
                os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, self.head_path)
        if durable:
            dfd = os.open(self.directory, os.O_RDONLY | os.O_CLOEXEC)
            try:
                os.fsync(dfd)
            finally:
                os.close(dfd)
        self._reopen_head()

    def _reopen_head(self) -> None:
        """Hold the head file just written, for the next batches' writes in place."""
        self.close()
        with contextlib.suppress(OSError):  # without it, each batch replaces the file
            self._head_fd = os.open(self.head_path, os.O_WRONLY | os.O_CLOEXEC)

    def close(self) -> None:
        """Release the head file (the next write replaces it)."""
        if self._head_fd is not None:
            fd, self._head_fd = self._head_fd, None
            os.close(fd)


def _make_key(path: Path) -> str:
    text = Ed25519PrivateKey.generate().private_bytes_raw().hex()
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with contextlib.suppress(FileNotFoundError):
        tmp.unlink()
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o600)
    try:
        os.write(fd, text.encode() + b"\n")
        os.fsync(fd)
    finally:
        os.close(fd)
    try:
        # link, not replace: two processes making a key at once must agree on one
        os.link(tmp, path)
    except FileExistsError:
        text = path.read_text(encoding="ascii").strip()
    finally:
        tmp.unlink()
    return text
