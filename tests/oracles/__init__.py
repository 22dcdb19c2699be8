"""Plain NumPy / networkx oracles of the credit estimators, written from `docs/semantics/credit.md`.

Oracles read host `Group` records (string keys, not interned ids) and never import `mcgpo_jax.credit`, so
they are an independent reading of the spec that the jitted kernels are checked against.
"""
