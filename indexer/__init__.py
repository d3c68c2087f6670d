"""The ingestion pipeline: parse -> cite -> align -> build, and search over the result.

Nothing here imports Flask; only ``build`` and ``search`` touch files.
"""
