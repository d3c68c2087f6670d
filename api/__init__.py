"""The web side: the JSON API under ``/api/v1`` and the HTML pages, as Flask blueprints."""
