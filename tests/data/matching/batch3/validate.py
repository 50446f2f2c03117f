"""Checks on the generated set (stdlib only)."""
import json, collections
from datetime import datetime
v1 = json.load(open("venue_one_events.json", encoding="utf-8"))
v2 = json.load(open("venue_two_events.json", encoding="utf-8"))
t = json.load(open("truth.json", encoding="utf-8"))
ids1 = {e["id"] for e in v1}; ids2 = {e["event_ticker"] for e in v2}
assert len(ids1) == len(v1) and len(ids2) == len(v2)
assert len({e["slug"] for e in v1}) == len(v1), "dup slug"
mids = [m["id"] for e in v1 for m in e["markets"]]; assert len(set(mids)) == len(mids)
tk = [m["ticker"] for e in v2 for m in e["markets"]]; assert len(set(tk)) == len(tk)
for e in v1: assert len(e["markets"]) == 3 and all(json.loads(m["outcomes"]) == ["Yes", "No"] for m in e["markets"])
for e in v2:
    assert len(e["markets"]) == 3 and e["markets"][1]["yes_sub_title"] == "Tie"
    assert all(m["ticker"].startswith(e["event_ticker"] + "-") for m in e["markets"])
p1 = [p["venue_one_event_id"] for p in t["pairs"]]; p2 = [p["venue_two_event_ticker"] for p in t["pairs"]]
assert set(p1) <= ids1 and set(p2) <= ids2, "pair id missing"
assert len(set(p1)) == len(p1) and len(set(p2)) == len(p2), "id in two pairs"
u1 = {u["id"] for u in t["unpairable"] if u["venue"] == "venue_one"}
u2 = {u["id"] for u in t["unpairable"] if u["venue"] == "venue_two"}
assert u1 <= ids1 and u2 <= ids2, "unpairable id missing"
assert not (u1 & set(p1)) and not (u2 & set(p2)), "paired and unpairable"
assert u1 | set(p1) == ids1 and u2 | set(p2) == ids2, "listing unaccounted for"
assert set(t["notes"]) >= u1 | u2
# kickoff gaps between paired listings
e1 = {e["id"]: e for e in v1}; e2 = {e["event_ticker"]: e for e in v2}
gaps = collections.Counter(); shifted = 0
for p in t["pairs"]:
    a = datetime.fromisoformat(e1[p["venue_one_event_id"]]["startTime"].replace("Z", "+00:00"))
    b = datetime.fromisoformat(e2[p["venue_two_event_ticker"]]["markets"][0]["occurrence_datetime"].replace("Z", "+00:00"))
    g = abs((a - b).total_seconds()) / 60; assert g <= 120, p; gaps[int(g) > 0] += 1
    slugdate = e1[p["venue_one_event_id"]]["slug"][-10:]
    if slugdate != a.date().isoformat(): shifted += 1
print("events", len(v1), len(v2), "pairs", len(p1), "unpairable", len(t["unpairable"]), "notes", len(t["notes"]))
print("pairs with differing kickoff between venues:", gaps[True], "; venue_one slug date != UTC date:", shifted)
print("per competition:", dict(collections.Counter(p["competition"] for p in t["pairs"])))
print("unpairable reasons:", dict(collections.Counter(u["reason"] for u in t["unpairable"])))
print("unpairable by venue:", dict(collections.Counter(u["venue"] for u in t["unpairable"])))
