"""API keys (docs/DESIGN.md §7.5): issued by the operator, stored hashed, checked in constant time.

A key reads `ra_<key_id>_<secret>`: `key_id` is 16 hex digits (logged and listed in place
of the key), `secret` is `secrets.token_urlsafe(32)`. The store is one JSON file holding,
per key, only `sha256(key)` with its name and `created_at`/`revoked_at`; the key itself
is shown once, by `issue`, and never stored.

The file is replaced atomically (temporary file, fsync, rename, fsync of the directory)
under an advisory lock on `<file>.lock`, and every change re-reads the file under that lock
first, so two CLI processes never lose each other's keys. A running server re-reads the
file when its stat (inode, mtime, ctime, size) changes, and keeps re-reading while the file
is younger than the timestamp granularity could hide, so a key revoked with `resaudit keys
revoke` stops working at its next request, without a restart. If the file cannot be read,
every `verify` fails closed (no key is accepted) and the error is logged; the operator-facing
calls (`KeyStore(...)`, `list`, `issue`, `revoke`) raise `KeyStoreError` instead.
"""

from __future__ import annotations

import builtins
import contextlib
import fcntl
import hashlib
import hmac
import json
import logging
import os
import secrets
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pipeline.errors import ResauditError
from pipeline.formats import iso_z

__all__ = ["KEY_PREFIX", "IssuedKey", "KeyInfo", "KeyStore", "KeyStoreError"]

logger = logging.getLogger(__name__)

KEY_PREFIX = "ra_"
_FORMAT_VERSION = 1
# Compared against when the presented key names no known id, so that an unknown id costs
# the same hash-and-compare as a known one.
_DUMMY_DIGEST = hashlib.sha256(b"resaudit: no such key").digest()
_SETTLE_NS = 2_000_000_000


class KeyStoreError(ResauditError):
    """The key file could not be read or written."""


@dataclass(frozen=True, slots=True)
class IssuedKey:
    """A newly issued key; `key` is the only copy and is kept out of repr."""

    key_id: str
    key: str = field(repr=False)


@dataclass(frozen=True, slots=True)
class KeyInfo:
    """What the store knows about a key: never the key, never its hash."""

    key_id: str
    name: str
    created_at: datetime
    revoked_at: datetime | None

    @property
    def active(self) -> bool:
        """Not revoked."""
        return self.revoked_at is None


@dataclass(frozen=True, slots=True)
class _Stored:
    info: KeyInfo
    digest: bytes = field(repr=False)


def _digest(key: str) -> bytes:
    return hashlib.sha256(key.encode("utf-8", "surrogatepass")).digest()


def _key_id_of(presented: str) -> str | None:
    if not presented.startswith(KEY_PREFIX):
        return None
    key_id, sep, secret = presented[len(KEY_PREFIX) :].partition("_")
    return key_id if sep and key_id and secret else None


def _utcnow() -> datetime:
    return datetime.now(UTC)


def _parse(raw: bytes, path: Path) -> dict[str, _Stored]:
    try:
        doc = json.loads(raw)
        if doc.get("version") != _FORMAT_VERSION:
            raise ValueError(f"unsupported version {doc.get('version')!r}")
        keys: dict[str, _Stored] = {}
        for entry in doc["keys"]:
            revoked = entry["revoked_at"]
            info = KeyInfo(
                key_id=str(entry["key_id"]),
                name=str(entry["name"]),
                created_at=datetime.fromisoformat(entry["created_at"]),
                revoked_at=None if revoked is None else datetime.fromisoformat(revoked),
            )
            keys[info.key_id] = _Stored(info, bytes.fromhex(entry["sha256"]))
    # RecursionError: a key file nested thousands of levels deep.
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as exc:
        raise KeyStoreError(f"key file {path} is malformed: {exc}") from exc
    return keys


def _serialize(keys: dict[str, _Stored]) -> bytes:
    entries: list[dict[str, Any]] = [
        {
            "key_id": s.info.key_id,
            "name": s.info.name,
            "sha256": s.digest.hex(),
            "created_at": iso_z(s.info.created_at, "seconds"),
            "revoked_at": None
            if s.info.revoked_at is None
            else iso_z(s.info.revoked_at, "seconds"),
        }
        for s in keys.values()
    ]
    doc = {"version": _FORMAT_VERSION, "keys": entries}
    return (json.dumps(doc, indent=2, ensure_ascii=False) + "\n").encode()


class KeyStore:
    """The API keys in one JSON file; safe to share between threads of one process."""

    def __init__(self, path: Path, *, clock: Callable[[], datetime] = _utcnow) -> None:
        """Open the store at `path` (a missing file is an empty store)."""
        self.path = Path(path)
        self._clock = clock
        self._lock = threading.Lock()
        self._keys: dict[str, _Stored] = {}
        self._stamp: tuple[int, int, int, int] | None = None
        self._load_error: str | None = None
        with self._lock:
            self._refresh(strict=True)

    def _refresh(self, *, strict: bool) -> None:
        """Re-read the file if it changed since the last read (caller holds `_lock`)."""
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            self._keys, self._stamp, self._load_error = {}, None, None
            return
        except OSError as exc:
            self._fail_load(KeyStoreError(f"cannot stat key file {self.path}: {exc}"), strict)
            return
        stamp = (st.st_ino, st.st_mtime_ns, st.st_ctime_ns, st.st_size)
        if stamp == self._stamp and self._load_error is None:
            return
        try:
            raw = self.path.read_bytes()
        except OSError as exc:
            self._fail_load(KeyStoreError(f"cannot read key file {self.path}: {exc}"), strict)
            return
        try:
            self._keys = _parse(raw, self.path)
        except KeyStoreError as exc:
            self._fail_load(exc, strict)
            return
        # A file changed within the timestamp granularity can change again without its stamp
        # changing (same size, reused inode, same clock tick): trust only settled stamps.
        settled = time.time_ns() - st.st_mtime_ns > _SETTLE_NS
        self._stamp, self._load_error = (stamp if settled else None), None

    def _fail_load(self, exc: KeyStoreError, strict: bool) -> None:
        self._keys, self._stamp, self._load_error = {}, None, str(exc)
        if strict:
            raise exc
        logger.error("%s; every API key is refused until it is fixed", exc)

    @contextlib.contextmanager
    def _changing(self) -> Iterator[dict[str, _Stored]]:
        """Lock the file, hand out its current keys for editing, write them back atomically."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        lock_path = self.path.with_name(self.path.name + ".lock")
        with self._lock, lock_path.open("a") as lock_file:
            fcntl.flock(lock_file.fileno(), fcntl.LOCK_EX)
            self._refresh(strict=True)
            keys = dict(self._keys)
            yield keys
            if keys != self._keys:
                self._write(keys)
                self._refresh(strict=True)

    def _write(self, keys: dict[str, _Stored]) -> None:
        fd, tmp = tempfile.mkstemp(prefix=f".{self.path.name}.", dir=self.path.parent)
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(_serialize(keys))
                out.flush()
                os.fsync(out.fileno())
            os.replace(tmp, self.path)
            dir_fd = os.open(self.path.parent, os.O_RDONLY)
            try:
                os.fsync(dir_fd)
            finally:
                os.close(dir_fd)
        except OSError as exc:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(tmp)
            raise KeyStoreError(f"cannot write key file {self.path}: {exc}") from exc

    def issue(self, name: str) -> IssuedKey:
        """Issue a new key for `name`; the returned key is the only copy there will ever be."""
        name = name.strip()
        if not name:
            raise ValueError("a key needs a non-empty name")
        with self._changing() as keys:
            key_id = secrets.token_hex(8)
            while key_id in keys:
                key_id = secrets.token_hex(8)
            key = f"{KEY_PREFIX}{key_id}_{secrets.token_urlsafe(32)}"
            info = KeyInfo(key_id, name, self._clock().astimezone(UTC), None)
            keys[key_id] = _Stored(info, _digest(key))
        return IssuedKey(key_id, key)

    def list(self) -> builtins.list[KeyInfo]:
        """All keys, revoked ones included, oldest first."""
        with self._lock:
            self._refresh(strict=True)
            infos = [s.info for s in self._keys.values()]
        return sorted(infos, key=lambda info: (info.created_at, info.key_id))

    def revoke(self, key_id: str) -> bool:
        """Revoke a key; False if no such key exists or it was already revoked."""
        with self._changing() as keys:
            stored = keys.get(key_id)
            if stored is None or stored.info.revoked_at is not None:
                return False
            revoked = KeyInfo(
                key_id, stored.info.name, stored.info.created_at, self._clock().astimezone(UTC)
            )
            keys[key_id] = _Stored(revoked, stored.digest)
        return True

    def problem(self) -> str | None:
        """Why every key is refused right now (the file broke while running), else None.

        Said without the file's path or the parser's words, which go to the service log:
        health is public.
        """
        with self._lock:
            self._refresh(strict=False)
            failed = self._load_error is not None
        return (
            "API key file unreadable: every key is refused (see the service log)"
            if failed
            else None
        )

    def verify(self, presented: str) -> str | None:
        """The key_id of a valid, unrevoked key, else None; never raises on any input."""
        digest = _digest(presented)
        with self._lock:
            self._refresh(strict=False)
            key_id = _key_id_of(presented)
            stored = self._keys.get(key_id) if key_id is not None else None
        expected = stored.digest if stored is not None else _DUMMY_DIGEST
        matches = hmac.compare_digest(digest, expected)
        if stored is None or not matches or stored.info.revoked_at is not None:
            return None
        return stored.info.key_id
