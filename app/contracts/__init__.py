"""Every contract Tandem keeps with the outside, written once as a pydantic model.

A request body, a route's parameters and a config.toml table are each one model here.
Validation, the error that names the field, `/openapi.json` and the settings views' limits
all follow from these models, so no two copies of a rule can drift apart. This package
imports no engine and no window: the HTTP layer, config.py and the UI all read it.
"""
