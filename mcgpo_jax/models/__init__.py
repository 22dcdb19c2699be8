"""Qwen policy (qwen.py), HF checkpoint I/O (hf.py) and the embedded KV-cache sampler (sampler.py)."""
