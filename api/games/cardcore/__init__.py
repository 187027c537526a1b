"""cardcore: the pieces the card games (lcg2e, later hbo) share — design card-games.md D1.

No game rules live here, only the table the rules act on. Modules:

* ``catalog``   — a card set's printed records and card scripts, found by ``state["catalog"]``.
* ``cards``     — card instances (opaque ids ``c1``… given after the shuffle, D12), seats and
                  their zones, faction cards (``f<seat>``), ``touch`` (the revision counter).
* ``moves``     — every zone change with its events and audiences; leaving play (§5.12),
                  entering play, duplicates, control, plots; attachment legality.
* ``derive``    — characteristics computed on read (D4): STR, icons, traits, keywords, blank,
                  cost, plot values, dominance bonus, rule modifiers; layered, memoised per rev.
* ``effects``   — stored lasting effects (until challenge / phase / round / new plot) and
                  delayed effects, and their expiry.
* ``selectors`` — the vocabulary of matches, filters, conditions and amounts.
* ``abilities`` — the ability record format, builders checked against the closed verb
                  vocabulary, the script registry entry point, Limit/Max counters.
* ``ops``       — ``OPS``: the verbs that need no decision (kneel, stand, power, gold, draw,
                  random discard, kill/discard/sacrifice/return/shuffle, put into play,
                  control, tokens, lasting characteristic changes).
* ``view``      — per-seat redaction helpers and the hidden-id set for leak tests.

Seams left for the flow (built next on the engine's new decision machinery; nothing here
pretends to do them):

* windows — action / interrupt / reaction priority windows and who is eligible in them
  (design §5.3, D6, D11); the flow lists ``action`` abilities and ``marshal``/``ambush``;
* the trigger pipeline frame — cancel → forced interrupts → interrupts (saves, "instead")
  → resolve (the ``ops``/``moves`` functions here) → forced reactions → reactions (§5.4);
* the ability frame — costs, targeting sub-steps (choose / toggle+confirm), initiation
  (Limit/Max counted with ``abilities.count_use``), effect and "then" (§5.4, §5.5);
* timing points — calling ``effects.expire`` / ``expire_new_plot`` / ``take_due`` and
  ``abilities.end_period`` at the ends of challenges, phases and rounds, and
  ``moves.illegal_attachments`` as a state check.

Conventions the flow keeps so conditions can read them: ``state["first_player"]``,
``state["round"]``, ``state["phase"]``, ``state["challenge"]`` (``type``, ``attacker``,
``defender``, ``attackers``, ``defenders``), and ``cards.touch(state)`` after writing any of
them.
"""
