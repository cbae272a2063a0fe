"""Where a route finds the core: one typed key on the application (aiohttp's `AppKey`).

Kept apart from `server.py` so the routes of every API can reach the core without
importing the module that assembles them all.
"""

from __future__ import annotations

from aiohttp import web

from app.engine.core import Tandem

CORE: web.AppKey[Tandem] = web.AppKey("tandem_core", Tandem)
