"""A dict that its copies share bucket by bucket, for the big maps of an immutable state.

A game state never changes: placing a tile makes a new state whose board has
one tile more.  Copying a dict costs a step per entry, which is nothing on the
board of a real game (a hundred tiles) but grows with the board.  A
:class:`SharedDict` spreads its entries over small dicts, *buckets*, by the
hash of the key; a copy shares every bucket, and each side copies a bucket
only before its first change to it (copy-on-write), so a change costs about
the same whatever the size.  This is how
:class:`~tutorial.core.graphs.UnionFind` stores its parents.

Reading a plain dict is quicker, so a state keeps plain dicts while they are
small and switches past :data:`SHARE_PAST` entries: :func:`copy_to_change`
makes the copy a new state changes, of either kind.

>>> board = copy_to_change({(x, 0): x for x in range(600)})
>>> type(board).__name__, board[(5, 0)], len(board)
('SharedDict', 5, 600)
>>> bigger = copy_to_change(board)
>>> bigger[(600, 0)] = 600
>>> len(board), len(bigger), (600, 0) in board, bigger.get((600, 0))
(600, 601, False, 600)
"""

from __future__ import annotations

from collections.abc import ItemsView, Iterable, Iterator, Mapping, MutableMapping, ValuesView
from itertools import chain
from typing import Generic, TypeVar

Key = TypeVar("Key")
Value = TypeVar("Value")

#: A plain dict up to this many entries: copied whole, it costs less than buckets.
SHARE_PAST = 512
#: The entries a bucket holds on average (more than twice as many, and the
#: buckets double).
BUCKET = 16
#: A bucket that grows past this many entries has the buckets counted, and
#: doubled if they hold more than ``2 * BUCKET`` on average.  Checked bucket
#: by bucket: keeping a count of all the entries cost every change a look-up
#: more (is the key new?), and the count is asked for seldom.
FULL = 4 * BUCKET


class SharedDict(MutableMapping[Key, Value], Generic[Key, Value]):
    """A mapping whose :meth:`copy` shares its buckets until one side changes one.

    Reads as any mapping; :meth:`copy`, then item assignment and ``del`` on
    the copy, make a changed version without touching the original.
    Iteration goes bucket by bucket (not in the order the keys came).  A key
    goes to bucket ``hash(key) % count`` (as in
    :class:`~tutorial.core.graphs.UnionFind`, modulo rather than a mask:
    Python works it out more quickly on a hash, a big number).

    ``by_place``: the keys are pairs ``(place, detail)``, such as a
    Carcassonne feature node ``(cell, index)``, and go to buckets by their
    place (``hash(key[0])``): the entries of one place share a bucket, so
    changing the records of one tile's features copies one bucket, not one
    a feature.
    """

    __slots__ = ("_buckets", "_count", "_owned", "_by_place")

    def __init__(self, entries: Mapping[Key, Value], *, by_place: bool = False) -> None:
        self._by_place = by_place
        count = 1
        while len(entries) > BUCKET * count:
            count *= 2
        self._buckets: list[dict[Key, Value]] = [{} for _ in range(count)]
        self._count = count
        for key, value in entries.items():
            self._buckets[hash(key[0] if by_place else key) % count][key] = value  # type: ignore[index]
        self._owned = set(range(count))

    def __getitem__(self, key: Key) -> Value:
        return self._buckets[hash(key[0] if self._by_place else key) % self._count][key]  # type: ignore[index]

    def get(self, key: Key, default: Value | None = None) -> Value | None:  # type: ignore[override]
        at = hash(key[0] if self._by_place else key) % self._count  # type: ignore[index]
        return self._buckets[at].get(key, default)

    def __contains__(self, key: object) -> bool:
        return key in self._buckets[hash(key[0] if self._by_place else key) % self._count]  # type: ignore[index]

    def __iter__(self) -> Iterator[Key]:
        # chain, not a generator: it walks the buckets at C speed, where a
        # generator would resume its Python frame for every key.
        return chain.from_iterable(self._buckets)

    def __len__(self) -> int:
        return sum(map(len, self._buckets))

    def values(self) -> ValuesView[Value]:
        """The values, bucket by bucket (the mixin reads each key back: a method call a value)."""
        return _Values(self)

    def items(self) -> ItemsView[Key, Value]:
        """The ``(key, value)`` pairs, bucket by bucket (as :meth:`values`)."""
        return _Items(self)

    def __repr__(self) -> str:
        return f"SharedDict({dict(self.items())!r})"

    def copy(self) -> SharedDict[Key, Value]:
        """A copy sharing every bucket with this one: neither owns one any more."""
        twin = object.__new__(SharedDict)
        twin._buckets, twin._count = list(self._buckets), self._count
        twin._by_place = self._by_place
        if self._owned:  # (if not, an earlier copy took them: a new empty set is no use)
            self._owned = set()
        twin._owned = set()
        return twin

    def _own(self, at: int) -> dict[Key, Value]:
        """Bucket ``at``, copied first: a copy of this SharedDict may share it."""
        bucket = self._buckets[at] = self._buckets[at].copy()  # (dict.copy: see copy_to_change)
        self._owned.add(at)
        return bucket

    # Each change finds its bucket, and copies it first unless this SharedDict
    # owns it (the test written out in each method, so that a bucket already
    # owned, the common case, costs no call).

    def __setitem__(self, key: Key, value: Value) -> None:
        at = hash(key[0] if self._by_place else key) % self._count  # type: ignore[index]
        bucket = self._buckets[at] if at in self._owned else self._own(at)
        bucket[key] = value
        if len(bucket) > FULL:
            self._spread()

    def update(  # type: ignore[override]
        self, entries: Mapping[Key, Value] | Iterable[tuple[Key, Value]] = ()
    ) -> None:
        """Set every entry of ``entries`` (a mapping, or ``(key, value)`` pairs) at once.

        The records of a tile's features, say: one call, each entry into its
        bucket as :meth:`__setitem__` puts it, and the buckets spread (if
        they must) once at the end.
        """
        pairs = entries.items() if hasattr(entries, "keys") else entries
        by_place, full = self._by_place, False
        for key, value in pairs:
            at = hash(key[0] if by_place else key) % self._count  # type: ignore[index]
            bucket = self._buckets[at] if at in self._owned else self._own(at)
            bucket[key] = value
            full = full or len(bucket) > FULL
        if full:
            self._spread()

    def _spread(self) -> None:
        """Twice as many buckets (or more), all new, so all owned, if they hold too many entries.

        A bucket is full (past :data:`FULL`); if the others are not, on
        average, the entries fell unevenly, and more buckets would not help.
        """
        if len(self) > 2 * BUCKET * self._count:
            SharedDict.__init__(self, dict(self.items()), by_place=self._by_place)

    def __delitem__(self, key: Key) -> None:
        at = hash(key[0] if self._by_place else key) % self._count  # type: ignore[index]
        bucket = self._buckets[at] if at in self._owned else self._own(at)
        del bucket[key]

    def pop(self, key: Key) -> Value:  # type: ignore[override]
        """Remove ``key`` and return its value (``KeyError`` if it is missing)."""
        at = hash(key[0] if self._by_place else key) % self._count  # type: ignore[index]
        bucket = self._buckets[at] if at in self._owned else self._own(at)
        return bucket.pop(key)


class _Values(ValuesView[Value]):
    """:meth:`SharedDict.values`: each bucket's values read at C speed."""

    _mapping: SharedDict

    def __iter__(self) -> Iterator[Value]:
        return chain.from_iterable(map(dict.values, self._mapping._buckets))


class _Items(ItemsView[Key, Value]):
    """:meth:`SharedDict.items`: each bucket's pairs read at C speed."""

    _mapping: SharedDict

    def __iter__(self) -> Iterator[tuple[Key, Value]]:
        return chain.from_iterable(map(dict.items, self._mapping._buckets))


def look_up(mapping: Mapping[Key, Value], keys: Iterable[Key]) -> list[Value | None]:
    """``mapping.get(key)`` for each of ``keys``, in order (``None`` for a missing key).

    One call for a few keys (a tile's neighbours): a plain dict answers at C
    speed, and a :class:`SharedDict` without a method call per key.

    >>> look_up({(0, 0): "a"}, [(0, 0), (1, 0)]), look_up(SharedDict({(0, 0): "a"}), [(0, 0)])
    (['a', None], ['a'])
    """
    if type(mapping) is SharedDict:
        buckets, count = mapping._buckets, mapping._count
        if mapping._by_place:
            return [buckets[hash(key[0]) % count].get(key) for key in keys]  # type: ignore[index]
        return [buckets[hash(key) % count].get(key) for key in keys]
    return list(map(mapping.get, keys))


def copy_to_change(  # (no keyword-only parameter: Python 3.11 calls those the slow way)
    mapping: Mapping[Key, Value], by_place: bool = False
) -> dict[Key, Value] | SharedDict[Key, Value]:
    """A copy of ``mapping`` for a new state to change: a plain dict, or shared buckets once big.

    ``by_place``: shared buckets hold keys by their place (see :class:`SharedDict`).
    """
    if type(mapping) is SharedDict:
        return mapping.copy()
    if len(mapping) > SHARE_PAST:
        return SharedDict(mapping, by_place=by_place)
    if type(mapping) is dict:
        # dict.copy() copies the table whole even after some deletions (a record
        # merged away, a cell no longer open), where dict(mapping) would then
        # insert the entries one by one: several times slower.
        return mapping.copy()
    return dict(mapping)
