"""The ``vlm`` judge: a vision-language model behind any OpenAI-compatible chat server (vLLM,
SGLang, a frontier API).

CONTRACT

- ``VLMJudge(base_url, model, ...)`` implements the `Judge` protocol: ``review(evidence)``
  (blocking, one chunk) and ``review_many(evidences)`` (all chunks concurrently, at most
  ``concurrency`` requests in flight) → one `ChunkReview` or one exception per chunk, in order.
  ``swap_by_default = True``. Both are safe to call from several threads and from code that
  already runs an event loop: requests run on the judge's own background event loop.
- Request: one user message with every attached image (a short ``Image n:`` tag, then the image
  as a bounded JPEG data URI) followed by the rendered prompt (`common.prepare`);
  ``response_format`` = the review JSON schema of THIS chunk (`common.response_schema(n)`, strict:
  exactly n slots numbered 1..n, everything the validator checks), temperature 0 by default,
  ``logprobs`` + ``top_logprobs`` when enabled (then ``prob_a`` fields are filled, see
  `common.winner_probabilities`); ``max_text_chars`` bounds every text field of that schema
  (off by default). ``extra_body`` (a JSON object, ``--extra-body``) adds
  server-specific fields to every request (vLLM's ``chat_template_kwargs``, ``top_k``,
  ``logit_bias`` …); a field the judge sets itself is refused (use its option instead).
- ``max_images_per_prompt``: when set, a chunk with more attached images fails at once, before
  any request (a vLLM server refuses them: its ``--limit-mm-per-prompt``).
- Failures: 429 / 408 / 409 / 5xx, timeouts, dropped connections and unreadable responses are
  retried with exponential backoff and jitter (``Retry-After`` honoured, capped) up to
  ``max_retries`` times per request; other HTTP errors fail at once; an error keeps the server's
  own message. A reply that is not a valid review gets ONE repair request (a bounded excerpt of
  the previous reply + the reason + `prompts/repair.v1.txt`), except a reply cut by the token
  limit (``finish_reason == "length"``), which would be cut again. What still fails raises
  `JudgeError` (transport) or `ReviewError` (reply) naming the pair and chunk;
  ``ReviewMeta.attempts`` counts every HTTP request made for a review and ``ReviewMeta.usage``
  sums the server's ``usage`` token counts over them.
- Credentials: the API key is read from the environment variable named by ``api_key_env`` when
  the client is created (``EMPTY`` if unset, as vLLM expects) and lives only inside the client;
  it is never stored on the judge, never in ``config()``, reprs, cache keys, logs or errors.
- Cache (``cache=PATH``): `worldreward.requestcache`; successes only, keyed by the model and the
  full request body, so a re-run with the same inputs makes zero calls and failures are retried.
"""

from __future__ import annotations

import asyncio
import logging
import os
import random
import threading
import time
import weakref
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from typing import Any

from ..errors import JudgeError, ReviewError, WorldRewardError
from ..evidence import ChunkEvidence
from ..requestcache import RequestCache, request_key
from ..review import ChunkReview, ReviewMeta, ReviewPayload
from . import common

log = logging.getLogger(__name__)

#: HTTP statuses worth retrying (rate limit, timeout, conflict, too early) besides every 5xx.
RETRY_STATUSES = frozenset({408, 409, 425, 429})
RESPONSE_FORMATS = ("json_schema", "json_object", "none")
#: Request fields ``extra_body`` may never set: the reply is read as one non-streamed choice.
FORBIDDEN_EXTRA = frozenset({"model", "messages", "stream", "stream_options", "n"})
#: Request fields the judge sets from its own options → the option to use instead.
OWN_FIELDS = {"temperature": "--temperature", "max_tokens": "--max-tokens",
              "response_format": "--response-format", "logprobs": "--logprobs / --no-logprobs",
              "top_logprobs": "--judge-opt top_logprobs=N"}
#: ``usage`` counts summed per review.
USAGE_KEYS = ("prompt_tokens", "completion_tokens", "total_tokens")


class _LoopThread:
    """A private asyncio loop on a daemon thread: sync callers submit coroutines to it."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="worldreward-vlm", daemon=True)
        self.thread.start()

    def submit(self, coro) -> Future:
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def close(self) -> None:
        if self.loop.is_closed():
            return
        self.loop.call_soon_threadsafe(self.loop.stop)
        if threading.current_thread() is self.thread:
            return  # a judge dropped by its own loop's last callback: the loop stops after it
        self.thread.join(timeout=10)
        if not self.thread.is_alive():
            self.loop.close()


class _Reply:
    """The parts of a chat completion the judge uses."""

    def __init__(self, text: str, finish_reason: str | None, tokens: list[tuple[str, float, list]],
                 usage: dict[str, int] | None = None) -> None:
        self.text = text
        self.finish_reason = finish_reason
        self.tokens = tokens
        self.usage = usage or {}


class VLMJudge:
    """Judge chunks with a VLM served behind an OpenAI-compatible API (see module docstring)."""

    swap_by_default = True

    def __init__(
        self,
        base_url: str | None = None,
        model: str | None = None,
        *,
        api_key_env: str = "OPENAI_API_KEY",
        concurrency: Any = 4,
        timeout: Any = 120.0,
        max_retries: Any = 4,
        evidence: Any = "frames+motion",
        reasoning: Any = True,
        temperature: Any = 0.0,
        max_tokens: Any = 4096,
        cache: Any = None,
        logprobs: Any = True,
        top_logprobs: Any = 5,
        response_format: str = "json_schema",
        repair: Any = True,
        backoff_base: Any = 1.0,
        backoff_max: Any = 30.0,
        layout: str = "chunk",
        max_side: Any = common.DEFAULT_MAX_SIDE,
        max_pixels: Any = common.DEFAULT_MAX_PIXELS,
        jpeg_quality: Any = common.DEFAULT_JPEG_QUALITY,
        direct_frames: Any = common.DEFAULT_DIRECT_FRAMES,
        extra_body: Any = None,
        max_images_per_prompt: Any = None,
        max_text_chars: Any = None,
        profile: Any = "default",
        prompt_template: Any = None,
        observed: Any = False,
    ) -> None:
        if not base_url:
            raise ValueError("vlm judge: --base-url is required (e.g. http://127.0.0.1:8000/v1)")
        if not model:
            raise ValueError("vlm judge: --model is required (the server's model name)")
        if response_format not in RESPONSE_FORMATS:
            raise ValueError(f"response_format: choose one of {', '.join(RESPONSE_FORMATS)}, got {response_format!r}")
        self.base_url = str(base_url).rstrip("/")
        self.model = str(model)
        self.api_key_env = str(api_key_env)
        self.concurrency = common.as_int(concurrency, "concurrency", 1)
        self.timeout = common.as_float(timeout, "timeout", 0.001)
        self.max_retries = common.as_int(max_retries, "max_retries", 0)
        self.temperature = common.as_float(temperature, "temperature", 0.0)
        self.max_tokens = common.as_int(max_tokens, "max_tokens", 1)
        self.logprobs = common.as_bool(logprobs, "logprobs")
        self.top_logprobs = common.as_int(top_logprobs, "top_logprobs", 1)
        self.response_format = response_format
        self.repair = common.as_bool(repair, "repair")
        self.backoff_base = common.as_float(backoff_base, "backoff_base", 0.0)
        self.backoff_max = common.as_float(backoff_max, "backoff_max", 0.0)
        self.extra_body = self._check_extra(common.as_json_object(extra_body, "extra_body"))
        self.max_images_per_prompt = (None if max_images_per_prompt in (None, "", 0, "0")
                                      else common.as_int(max_images_per_prompt, "max_images_per_prompt", 1))
        self.max_text_chars = (None if max_text_chars in (None, "", 0, "0")
                               else common.as_int(max_text_chars, "max_text_chars", 1))
        self.settings = common.PromptSettings.from_options(
            layout=layout, evidence=evidence, reasoning=reasoning, max_side=max_side,
            max_pixels=max_pixels, jpeg_quality=jpeg_quality, direct_frames=direct_frames, observed=observed,
            profile=profile, prompt_template=prompt_template,
        )
        #: the prompt shows measured numbers only with ``--evidence frames+motion+numbers``
        self.needs_numbers = self.settings.with_numbers
        self.whole_video = self.settings.layout == "direct"
        self.name = "direct" if self.whole_video else "vlm"
        self.cache = None if cache in (None, "") else (cache if isinstance(cache, RequestCache) else RequestCache(cache))
        self._runner: _LoopThread | None = None
        self._runner_lock = threading.Lock()
        self._client = None
        self._semaphore: asyncio.Semaphore | None = None

    # ------------------------------------------------------------------------------ protocol

    def config(self) -> dict[str, Any]:
        """What changes the answers (no base URL, no credentials)."""
        s = self.settings
        return {
            "backend": "vlm",
            "model": self.model,
            "prompt_id": s.prompt_id,
            "layout": s.layout,
            "evidence": s.evidence,
            "reasoning": s.reasoning,
            **({"observed": True} if s.observed else {}),
            "temperature": self.temperature,
            "max_tokens": self.max_tokens,
            "response_format": self.response_format,
            "max_side": s.max_side,
            "max_pixels": s.max_pixels,
            "jpeg_quality": s.jpeg_quality,
            **({"direct_frames": s.direct_frames} if self.whole_video else {}),
            **({"extra_body": self.extra_body} if self.extra_body else {}),
            **({"max_text_chars": self.max_text_chars} if self.max_text_chars else {}),
            **common.profile_config(s),
        }

    def review(self, evidence: ChunkEvidence) -> ChunkReview:
        """Judge one chunk; raises `JudgeError` / `ReviewError` when it fails (see module doc)."""
        return self._run().submit(self._review(evidence)).result()

    def review_many(
        self,
        evidences: Sequence[ChunkEvidence],
        on_result: Callable[[int, ChunkReview | Exception], None] | None = None,
    ) -> list[ChunkReview | Exception]:
        """Judge many chunks concurrently (≤ ``concurrency`` in flight). Returns, in input order,
        a `ChunkReview` or the exception that chunk ended with; ``on_result(i, result)`` is
        called as each finishes (from the judge's loop thread)."""

        async def one(i: int, ev: ChunkEvidence) -> ChunkReview | Exception:
            try:
                result: ChunkReview | Exception = await self._review(ev)
            except WorldRewardError as exc:
                result = exc
            except Exception as exc:  # a bug or an unexpected client error: record, don't abort the batch
                result = JudgeError(common.where(ev), f"unexpected {type(exc).__name__}: {self._scrub(str(exc))}")
            if on_result is not None:
                on_result(i, result)
            return result

        async def all_of() -> list[ChunkReview | Exception]:
            return list(await asyncio.gather(*(one(i, ev) for i, ev in enumerate(evidences))))

        return self._run().submit(all_of()).result()

    def close(self) -> None:
        """Close the HTTP client, the cache file and the background loop (idempotent)."""
        runner = self._runner
        if runner is not None and self._client is not None and not runner.loop.is_closed():
            try:
                runner.submit(self._client.close()).result(timeout=10)
            except Exception as exc:  # closing must never raise
                log.debug("closing the HTTP client failed: %s", type(exc).__name__)
        if runner is not None:
            runner.close()
        self._runner, self._client, self._semaphore = None, None, None
        if self.cache is not None:
            self.cache.close()

    def __getstate__(self) -> dict[str, Any]:
        """Picklable (process workers): the loop, client and locks are rebuilt on first use."""
        state = dict(self.__dict__)
        state.update(_runner=None, _runner_lock=None, _client=None, _semaphore=None)
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._runner_lock = threading.Lock()

    def __enter__(self) -> VLMJudge:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return (f"VLMJudge(name={self.name!r}, base_url={self.base_url!r}, model={self.model!r}, "
                f"api_key_env={self.api_key_env!r}, evidence={self.settings.evidence!r})")

    # ------------------------------------------------------------------------------ building

    def build_request(self, evidence: ChunkEvidence) -> tuple[common.PreparedPrompt, dict[str, Any]]:
        """The prepared prompt and the complete request body for one chunk (no credentials)."""
        prepared = common.prepare(evidence, self.settings)
        if self.max_images_per_prompt is not None and prepared.image_count > self.max_images_per_prompt:
            raise JudgeError(common.where(evidence), common.too_many_images(
                prepared, self.max_images_per_prompt, self.settings))
        quality = self.settings.jpeg_quality

        def image_part(im: common.PromptImage) -> dict[str, Any]:
            return {"type": "image_url", "image_url": {"url": common.jpeg_data_uri(im.rgb, quality)}}

        body: dict[str, Any] = {
            "model": self.model,
            "messages": [common.user_message(prepared, image_part)],
            "temperature": self.temperature,
            "max_tokens": self.max_tokens,
        }
        if self.response_format == "json_schema":
            body["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": "chunk_review", "strict": True,
                                "schema": common.response_schema(prepared.expected_slots, self.max_text_chars,
                                                                 profile=self.settings.profile,
                                                                 observed=self.settings.observed)},
            }
        elif self.response_format == "json_object":
            body["response_format"] = {"type": "json_object"}
        if self.logprobs:
            body["logprobs"] = True
            body["top_logprobs"] = self.top_logprobs
        if self.settings.profile == "worldreward":  # the released checkpoint is run with thinking off
            body["chat_template_kwargs"] = {"enable_thinking": False}
        body.update(self.extra_body)
        return prepared, body

    def _check_extra(self, extra: dict[str, Any]) -> dict[str, Any]:
        for key in extra:
            if key in FORBIDDEN_EXTRA:
                raise ValueError(f"extra_body: {key!r} cannot be set (the judge sends one non-streamed request "
                                 "per chunk with its own model and messages)")
            if key in OWN_FIELDS:
                raise ValueError(f"extra_body: {key!r} is set by the judge; use {OWN_FIELDS[key]}")
        return extra

    @staticmethod
    def repair_body(body: dict[str, Any], reply: str, problem: str, expected_slots: int) -> dict[str, Any]:
        """The original request plus an excerpt of the unusable reply and the repair prompt."""
        return {**body, "messages": list(body["messages"]) + common.repair_turns(reply, problem, expected_slots)}

    # ------------------------------------------------------------------------------ async core

    def _run(self) -> _LoopThread:
        with self._runner_lock:
            if self._runner is None:
                self._runner = _LoopThread()
                weakref.finalize(self, self._runner.close)  # a judge dropped without close()
            return self._runner

    def open(self) -> None:
        """Start the HTTP client in the background: importing ``openai`` and building the client
        take a noticeable fraction of a second, and the engine calls this when a run starts so the
        first request does not wait for them (calling it is optional; `review` opens on demand)."""
        self._run().loop.call_soon_threadsafe(self._open)

    def _open(self) -> None:
        """`open`'s callback on the judge's loop: a plain call, not a task, so a judge closed at
        once leaves nothing pending; a failure (``openai`` missing) is raised again, with its
        message, by the first `review`."""
        try:
            self._get_client()
        except Exception as exc:  # noqa: BLE001 - reported by the first review, which retries it
            log.debug("opening the client failed (the first review reports it): %s", exc)

    def _get_client(self):
        if self._client is None:
            from openai import AsyncOpenAI

            self._client = AsyncOpenAI(base_url=self.base_url, api_key=os.environ.get(self.api_key_env) or "EMPTY",
                                       max_retries=0, timeout=self.timeout)
            self._semaphore = asyncio.Semaphore(self.concurrency)
        return self._client

    def _scrub(self, text: str) -> str:
        """``text`` with the API key (should a server ever echo it) masked."""
        secret = getattr(self._client, "api_key", None)
        return text.replace(secret, "***") if secret and secret != "EMPTY" else text

    async def _review(self, evidence: ChunkEvidence) -> ChunkReview:
        where = common.where(evidence)
        prepared, body = await asyncio.to_thread(self.build_request, evidence)
        key = request_key(self.model, body) if self.cache is not None else None
        if key is not None:
            hit = self.cache.get(key)
            if hit is not None:
                return ChunkReview(
                    pair_id=evidence.pair_id,
                    chunk_index=evidence.chunk.index,
                    payload=ReviewPayload.model_validate(hit["payload"]),
                    meta=ReviewMeta.model_validate(hit["meta"]),
                )
        client = self._get_client()
        assert self._semaphore is not None
        async with self._semaphore:
            started = time.monotonic()
            reply, attempts = await self._send(client, body, where, 0)
            usage = dict(reply.usage)
            payload, problem = self._parse(reply, prepared.expected_slots)
            tail = ""
            if payload is None and self.repair and reply.finish_reason == "length":
                tail = " (no repair request: it would be cut at the same limit; raise --max-tokens)"
            elif payload is None and self.repair:
                log.info("%s: invalid reply (%s); sending one repair request", where, problem)
                repair = self.repair_body(body, reply.text, problem, prepared.expected_slots)
                reply, attempts = await self._send(client, repair, where, attempts)
                usage = {k: usage.get(k, 0) + reply.usage.get(k, 0) for k in USAGE_KEYS
                         if k in usage or k in reply.usage}
                payload, problem = self._parse(reply, prepared.expected_slots)
                tail = " including one repair request"
            latency = time.monotonic() - started
        if payload is None:
            raise ReviewError(where, f"no valid review after {attempts} request(s){tail}: {problem}")
        if reply.tokens:
            payload = common.apply_probabilities(payload, common.winner_probabilities(reply.tokens))
        review = common.build_review(evidence, payload, prepared, judge=self.name, model=self.model,
                                     attempts=attempts, latency_s=latency, usage=usage)
        if key is not None:
            self.cache.put(key, {"payload": review.payload.model_dump(mode="json"),
                                 "meta": review.meta.model_dump(mode="json")}, model=self.model)
        return review

    def _parse(self, reply: _Reply, expected_slots: int) -> tuple[ReviewPayload | None, str]:
        payload, problem = common.try_parse(reply.text, expected_slots, self.settings.profile)
        if payload is None and reply.finish_reason == "length":
            problem = f"the reply was cut off at the token limit (max_tokens {self.max_tokens}); {problem}"
        return payload, self._scrub(problem)

    async def _send(self, client, body: dict[str, Any], where: str, attempts: int) -> tuple[_Reply, int]:
        """POST ``body`` with bounded retries. Returns the reply and the running attempt count."""
        import openai
        from openai.types.chat import ChatCompletion

        tries = 0
        while True:
            tries += 1
            attempts += 1
            retry_after: float | None = None
            try:
                # the body is complete JSON already: posted as it is (the typed `create` would walk
                # every message part through the SDK's type unions, milliseconds of CPU a request)
                completion = await client.post("/chat/completions", body=body, cast_to=ChatCompletion,
                                               options={"timeout": self.timeout})
                return self._read(completion), attempts
            except openai.APIStatusError as exc:
                status = exc.status_code
                retryable = status in RETRY_STATUSES or status >= 500
                reason = f"HTTP {status} from the server: {_short(self._scrub(_status_message(exc)))}"
                if status in (400, 413, 422):
                    reason += f" (the request carried {_image_count(body)} image(s))"
                retry_after = _retry_after(exc)
                if status in (401, 403):
                    reason += f" (check the key in ${self.api_key_env})"
            except openai.APITimeoutError:
                retryable, reason = True, f"no reply within {self.timeout:g} s"
            except openai.APIConnectionError as exc:
                cause = exc.__cause__ or exc
                retryable, reason = True, f"connection failed ({type(cause).__name__})"
            except (openai.APIError, ValueError, KeyError, IndexError, AttributeError) as exc:
                retryable, reason = True, f"unreadable response ({type(exc).__name__}: {_short(self._scrub(str(exc)))})"
            if not retryable or tries > self.max_retries:
                raise JudgeError(where, f"request failed after {attempts} attempt(s): {reason}")
            delay = self._backoff(tries, retry_after)
            log.info("%s: %s; retry %d/%d in %.2f s", where, reason, tries, self.max_retries, delay)
            await asyncio.sleep(delay)

    def _backoff(self, tries: int, retry_after: float | None) -> float:
        """Exponential backoff with jitter; a server's Retry-After wins when longer (capped)."""
        delay = min(self.backoff_max, self.backoff_base * 2 ** (tries - 1)) * random.uniform(0.5, 1.0)
        if retry_after is not None:
            delay = max(delay, min(retry_after, self.backoff_max))
        return delay

    @staticmethod
    def _read(completion) -> _Reply:
        choice = completion.choices[0]
        text = choice.message.content or ""
        tokens: list[tuple[str, float, list]] = []
        content = getattr(getattr(choice, "logprobs", None), "content", None) or []
        for t in content:
            alts = [(a.token, a.logprob) for a in (t.top_logprobs or [])]
            tokens.append((t.token, t.logprob, alts))
        usage: dict[str, int] = {}
        raw_usage = getattr(completion, "usage", None)
        for key in USAGE_KEYS:
            value = getattr(raw_usage, key, None)
            if isinstance(value, int):
                usage[key] = value
        return _Reply(text, choice.finish_reason, tokens, usage)


def _short(text: str, limit: int = 200) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _status_message(exc) -> str:
    """The server's own words for an error status: the JSON ``error.message`` / ``error`` /
    ``message`` / ``detail`` (the openai client may already have unwrapped ``error``), else the
    response text, else the client's message."""
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        err = body.get("error", body)
        if isinstance(err, str) and err.strip():
            return err
        if isinstance(err, dict):
            for key in ("message", "detail", "error"):
                value = err.get(key)
                if isinstance(value, str) and value.strip():
                    return value
                if value:
                    return str(value)
    if isinstance(body, str) and body.strip():
        return body
    response = getattr(exc, "response", None)
    try:
        text = response.text if response is not None else ""
    except Exception:  # a streamed or unread body
        text = ""
    if text and text.strip():
        return text[:1000]
    return getattr(exc, "message", "") or ""


def _image_count(body: dict[str, Any]) -> int:
    return sum(1 for msg in body.get("messages") or () if isinstance(msg.get("content"), list)
               for part in msg["content"] if isinstance(part, dict) and part.get("type") == "image_url")


def _retry_after(exc) -> float | None:
    """Seconds from a ``Retry-After`` header (delta-seconds form), if any."""
    response = getattr(exc, "response", None)
    value = None if response is None else response.headers.get("retry-after")
    if value is None:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        return None
