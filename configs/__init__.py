"""ml_collections config files: base.py (shared fields), alfworld.py, webshop.py (named variants)."""
