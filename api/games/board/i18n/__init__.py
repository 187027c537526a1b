"""The board game's words in English, Russian and Bulgarian: nouns (``terms``), the prompts
and labels of each part of the game. Actions and events stay language-neutral."""
