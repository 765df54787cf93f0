"""What several screens draw: the basic building blocks (:mod:`.basics`),
banners, dialogs of choices, the choice field, the export button and its
dialog, the score chart, and the helpers that name controls for a screen
reader and move the keyboard (:mod:`.live`)."""
