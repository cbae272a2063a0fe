"""The Notes tab (spec 26.7): the notes library's views, all through NotesService."""
