"""One route's entry in `/openapi.json`, built from the models in app/contracts.

A route names its models (body, query, headers, reply); their JSON schemas are the same
models that check the requests, so the document cannot promise what validation refuses.
What only prose can say (the summary, which statuses) stays here, beside the route.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel
from pydantic.json_schema import models_json_schema

from app.contracts.replies import Error

REF = "#/components/schemas/{model}"
PATH_ID = {"name": "id", "in": "path", "required": True,
           "schema": {"type": "string", "minLength": 1, "maxLength": 64},
           "description": "a note id (10 hex characters); an unknown one is a 404"}


@dataclass(frozen=True, slots=True)
class Operation:
    summary: str
    body: type[BaseModel] | tuple[type[BaseModel], ...] | None = None
    """One model, or several for a body that is one of them (`oneOf`)."""
    query: type[BaseModel] | None = None
    headers: type[BaseModel] | None = None
    reply: type[BaseModel] | None = None
    media: tuple[str, ...] = ("application/json",)
    errors: tuple[int, ...] = ()
    error: type[BaseModel] = Error
    path: tuple[dict[str, Any], ...] = ()
    security: tuple[dict[str, list[str]], ...] = ()
    extra_replies: tuple[tuple[str, str], ...] = ()
    """More success statuses, (status, description), e.g. MCP's 202."""

    def models(self) -> list[type[BaseModel]]:
        body = self.body if isinstance(self.body, tuple) else (self.body,)
        return [m for m in (*body, self.reply, self.error) if m is not None]


def parameters(model: type[BaseModel], where: str) -> list[dict[str, Any]]:
    """Each field of `model` as one parameter, named by its alias (a header's name)."""
    schema = model.model_json_schema(by_alias=True, ref_template=REF)
    required = set(schema.get("required", ()))
    out = []
    for name, field in schema["properties"].items():
        field = {k: v for k, v in field.items() if k not in ("title", "default")
                 or (k == "default" and v is not None)}
        branches = [b for b in field.pop("anyOf", ()) if b != {"type": "null"}]
        if branches:  # `X | None`: a parameter is absent, never null
            field.update(branches[0] if len(branches) == 1 else {"anyOf": branches})
        param: dict[str, Any] = {"name": name, "in": where, "required": name in required}
        if "description" in field:
            param["description"] = field.pop("description")
        out.append({**param, "schema": field})
    return out


Refs = dict[type[BaseModel], dict[str, Any]]


def _operation(op: Operation, refs: Refs) -> dict[str, Any]:
    params = list(op.path)
    if op.query is not None:
        params += parameters(op.query, "query")
    if op.headers is not None:
        params += parameters(op.headers, "header")
    reply_schema = {"schema": refs[op.reply]} if op.reply is not None else {}
    error = {"description": "error", "content": {"application/json": {
        "schema": refs[op.error]}}}
    out: dict[str, Any] = {
        "summary": op.summary,
        "responses": {
            "200": {"description": op.summary,
                    "content": {m: reply_schema if m == "application/json" else {}
                                for m in op.media}},
            **{status: {"description": text} for status, text in op.extra_replies},
            **{str(code): error for code in op.errors},
        },
    }
    if params:
        out["parameters"] = params
    if op.security:
        out["security"] = list(op.security)
    if op.body is not None:
        bodies = op.body if isinstance(op.body, tuple) else (op.body,)
        schema = refs[bodies[0]] if len(bodies) == 1 else {"oneOf": [refs[m] for m in bodies]}
        out["requestBody"] = {"required": True,
                              "content": {"application/json": {"schema": schema}}}
    return out


def document(info: dict[str, str], routes: dict[str, dict[str, Operation]],
             security_schemes: dict[str, Any] | None = None) -> dict[str, Any]:
    """The OpenAPI 3.1 document of `routes` (path → method → operation): each operation
    from its models, and every model once under components/schemas."""
    models = {m for ops in routes.values() for op in ops.values() for m in op.models()}
    ordered = sorted(models, key=lambda m: m.__name__)
    keyed, defs = models_json_schema([(m, "validation") for m in ordered], ref_template=REF)
    refs = {m: keyed[(m, "validation")] for m in ordered}
    components: dict[str, Any] = {"schemas": defs.get("$defs", {})}
    if security_schemes:
        components["securitySchemes"] = security_schemes
    return {
        "openapi": "3.1.0",
        "info": info,
        "paths": {path: {method: _operation(op, refs) for method, op in ops.items()}
                  for path, ops in routes.items()},
        "components": components,
    }
