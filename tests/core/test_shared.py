"""SharedDict: a copy shares its buckets, and changing one side never shows on the other."""

from __future__ import annotations

import random

from tutorial.core.shared import BUCKET, SHARE_PAST, SharedDict, copy_to_change


def test_small_maps_stay_plain_dicts_and_big_ones_share() -> None:
    small = {n: n for n in range(SHARE_PAST)}
    assert type(copy_to_change(small)) is dict
    big = copy_to_change({**small, -1: -1})
    assert type(big) is SharedDict
    assert type(copy_to_change(big)) is SharedDict


def test_copies_change_apart_like_dicts() -> None:
    rng = random.Random(3)
    plain = {(n, -n): n for n in range(700)}
    shared = copy_to_change(plain)
    versions = [(dict(plain), shared)]
    for _ in range(300):  # every version a copy of a random earlier one, changed
        base_plain, base_shared = rng.choice(versions)
        new_plain, new_shared = dict(base_plain), copy_to_change(base_shared)
        for _ in range(rng.randrange(1, 6)):
            key = (rng.randrange(900), rng.randrange(-900, 1))
            if key in new_plain and rng.random() < 0.4:
                assert new_shared.pop(key) == new_plain.pop(key)
            else:
                new_plain[key] = new_shared[key] = rng.random()
        versions.append((new_plain, new_shared))
    for plain_version, shared_version in versions:
        assert dict(shared_version.items()) == plain_version
        assert sorted(shared_version.values()) == sorted(plain_version.values())
        assert len(shared_version) == len(plain_version)
        assert shared_version == plain_version
        key = next(iter(plain_version))
        assert key in shared_version and shared_version.get(key) == plain_version[key]
        assert shared_version.get(("missing",)) is None


def test_growing_spreads_over_more_buckets() -> None:
    shared = copy_to_change({n: n for n in range(600)})
    assert isinstance(shared, SharedDict)
    for n in range(600, 5000):
        shared[n] = n
    assert dict(shared.items()) == {n: n for n in range(5000)}
    assert len(shared) <= 2 * BUCKET * len(shared._buckets)


def test_one_crowded_place_does_not_multiply_the_buckets() -> None:
    shared = copy_to_change({(cell, 0): cell for cell in range(SHARE_PAST + 1)}, True)
    assert isinstance(shared, SharedDict)
    count = len(shared._buckets)
    for index in range(1, 200):  # one bucket far past FULL, the others as they were
        shared[(3, index)] = index
    assert len(shared._buckets) == count and len(shared) == SHARE_PAST + 200


def test_by_place_keeps_the_entries_of_a_place_in_one_bucket() -> None:
    plain = {(cell, index): index for cell in range(1000) for index in range(4)}
    shared = copy_to_change(plain, True)
    assert isinstance(shared, SharedDict)
    assert all(len(bucket) % 4 == 0 for bucket in shared._buckets)
    twin = copy_to_change(shared)
    for index in range(4):  # one place's entries: one bucket copied
        twin[(7, index)] = -1
    assert (
        sum(mine is not theirs for mine, theirs in zip(shared._buckets, twin._buckets, strict=True))
        == 1
    )
    del twin[(7, 0)]
    twin[(5000, 0)] = 0
    assert shared == plain and len(twin) == len(plain)
    assert twin.get((7, 1)) == -1 and (7, 0) not in twin and twin.pop((5000, 0)) == 0
