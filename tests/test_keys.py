"""API keys: issued once, stored hashed, verified in constant time, revocable live."""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from pipeline.keys import KeyStore, KeyStoreError


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "home" / "keys.json"


@pytest.fixture
def store(path: Path) -> KeyStore:
    return KeyStore(path)


def test_an_issued_key_has_the_documented_shape_and_verifies_to_its_id(store: KeyStore) -> None:
    issued = store.issue("desk-a")

    assert re.fullmatch(r"ra_[0-9a-f]{16}_[A-Za-z0-9_-]{43}", issued.key)
    assert issued.key.startswith(f"ra_{issued.key_id}_")
    assert store.verify(issued.key) == issued.key_id


def test_the_key_file_holds_only_the_hash_of_each_key(store: KeyStore, path: Path) -> None:
    issued = store.issue("desk-a")
    secret = issued.key.split("_", 2)[2]
    raw = path.read_text()

    assert issued.key not in raw and secret not in raw
    (entry,) = json.loads(raw)["keys"]
    assert entry["sha256"] == hashlib.sha256(issued.key.encode()).hexdigest()
    assert entry["name"] == "desk-a" and entry["revoked_at"] is None


def test_no_key_or_hash_leaks_through_repr(store: KeyStore) -> None:
    issued = store.issue("desk-a")
    digest = hashlib.sha256(issued.key.encode()).hexdigest()

    shown = repr(issued) + repr(store.list()) + str(store.list()[0])

    assert issued.key not in shown and digest not in shown
    assert issued.key_id in shown


@pytest.mark.parametrize(
    "mangle",
    [
        lambda key, other: key[:-1] + ("A" if key[-1] != "A" else "B"),  # wrong secret
        lambda key, other: key.replace(key.split("_")[1], "0123456789abcdef"),  # unknown id
        lambda key, other: f"ra_{key.split('_')[1]}_{other.split('_', 2)[2]}",  # id/secret swap
        lambda key, other: key.removeprefix("ra_"),
        lambda key, other: "",
        lambda key, other: "ra__",
        lambda key, other: "ra_\udcff_x",
    ],
    ids=["wrong-secret", "unknown-id", "other-secret", "no-prefix", "empty", "bare", "surrogate"],
)
def test_anything_but_the_exact_key_is_refused(
    store: KeyStore, mangle: Callable[[str, str], str]
) -> None:
    key, other = store.issue("a").key, store.issue("b").key

    assert store.verify(mangle(key, other)) is None


def test_an_unknown_id_still_costs_one_constant_time_comparison(
    store: KeyStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.issue("a")
    compared: list[tuple[bytes, bytes]] = []
    real = hmac.compare_digest

    def spy(a: bytes, b: bytes) -> bool:
        compared.append((a, b))
        return real(a, b)

    monkeypatch.setattr(hmac, "compare_digest", spy)
    assert store.verify("ra_ffffffffffffffff_" + "x" * 43) is None
    assert store.verify("garbage") is None

    assert len(compared) == 2
    assert all(len(a) == len(b) == 32 for a, b in compared)


def test_a_revoked_key_is_refused_and_listed_as_revoked(store: KeyStore) -> None:
    kept, dropped = store.issue("kept"), store.issue("dropped")

    assert store.revoke(dropped.key_id) is True
    assert store.revoke(dropped.key_id) is False
    assert store.revoke("0000000000000000") is False

    assert store.verify(dropped.key) is None
    assert store.verify(kept.key) == kept.key_id
    status = {info.key_id: info.active for info in store.list()}
    assert status == {kept.key_id: True, dropped.key_id: False}


def test_list_returns_every_key_oldest_first_with_names(store: KeyStore) -> None:
    ids = [store.issue(f"client-{n}").key_id for n in range(3)]

    listed = store.list()

    assert {info.key_id for info in listed} == set(ids)
    assert [info.created_at for info in listed] == sorted(info.created_at for info in listed)
    assert {info.name for info in listed} == {"client-0", "client-1", "client-2"}


def test_a_revocation_by_another_instance_applies_without_restart(path: Path) -> None:
    server, cli = KeyStore(path), KeyStore(path)
    issued = cli.issue("desk-a")
    assert server.verify(issued.key) == issued.key_id

    assert cli.revoke(issued.key_id)

    assert server.verify(issued.key) is None


def test_two_instances_issuing_in_turn_keep_each_others_keys(path: Path) -> None:
    first, second = KeyStore(path), KeyStore(path)
    a = first.issue("a")
    b = second.issue("b")
    c = first.issue("c")

    fresh = KeyStore(path)
    assert {info.key_id for info in fresh.list()} == {a.key_id, b.key_id, c.key_id}
    assert all(fresh.verify(k.key) == k.key_id for k in (a, b, c))


def test_a_missing_file_is_an_empty_store_and_an_empty_name_is_refused(path: Path) -> None:
    store = KeyStore(path)

    assert store.list() == []
    assert store.verify("ra_0123456789abcdef_secret") is None
    with pytest.raises(ValueError, match="name"):
        store.issue("  ")
    assert not path.exists()


def test_a_corrupt_file_fails_loudly_for_the_operator_and_closed_for_requests(
    store: KeyStore, path: Path
) -> None:
    issued = store.issue("a")
    path.write_text("{not json")

    assert store.verify(issued.key) is None
    with pytest.raises(KeyStoreError, match="malformed"):
        KeyStore(path)
    with pytest.raises(KeyStoreError):
        store.list()


def test_the_file_is_replaced_atomically_leaving_no_temporary_files(
    store: KeyStore, path: Path
) -> None:
    for n in range(3):
        store.issue(f"k{n}")
    store.revoke(store.list()[0].key_id)

    leftovers = sorted(p.name for p in path.parent.iterdir())
    assert leftovers == ["keys.json", "keys.json.lock"]
    assert os.stat(path).st_size > 0
