"""The API docs: /docs and /redoc work offline (no CDN), and the OpenAPI teaches by example.

The browser test loads the pages from a real `resaudit serve` in headless Chromium with
every host but loopback unresolvable, and checks from the browser's own network log that
no request left the machine.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from fastapi.testclient import TestClient
from jsonschema import Draft202012Validator
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from pipeline.settings import Settings
from serve.app import create_app
from serve.examples import AUDIT_REQUEST_EXAMPLES, RESPONSE_EXAMPLES
from serve.models import AuditRequest
from tests.conftest import HTTP, ROOT, service_process
from tests.test_status_page import ARTIFACTS, chromium  # noqa: F401  (the session fixture)

FORMS = {"pair_id", "event", "two_legs", "strict", "notional", "position"}


@pytest.fixture(scope="module")
def openapi() -> dict[str, Any]:
    settings = Settings(rulesets_dir=ROOT / "rulesets")
    with TestClient(create_app(settings, run_refresher=False)) as client:
        body: dict[str, Any] = client.get("/openapi.json").json()
    return body


def _operations(doc: dict[str, Any]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    for path, item in doc["paths"].items():
        for method, operation in item.items():
            yield path, method, operation


def _validator(doc: dict[str, Any], schema: dict[str, Any]) -> Draft202012Validator:
    # The refs point into the document's components: resolve them against it.
    return Draft202012Validator({**schema, "components": doc["components"]})


def test_every_route_has_a_tag_a_summary_and_a_description(openapi: dict[str, Any]) -> None:
    declared = {t["name"] for t in openapi["tags"]}
    assert all(t.get("description") for t in openapi["tags"])
    for path, method, operation in _operations(openapi):
        where = f"{method.upper()} {path}"
        assert operation.get("tags") and set(operation["tags"]) <= declared, where
        assert operation.get("summary"), where
        assert operation.get("description"), where


def test_every_response_of_every_route_has_an_example_that_fits_its_schema(
    openapi: dict[str, Any],
) -> None:
    checked = 0
    for path, method, operation in _operations(openapi):
        for status, response in operation["responses"].items():
            where = f"{method.upper()} {path} {status}"
            content = response.get("content")
            assert content, f"{where}: no content declared"
            for media, body in content.items():
                examples = body.get("examples") or (
                    {"one": {"value": body["example"]}} if "example" in body else {}
                )
                assert examples, f"{where} ({media}) has no example"
                if "schema" not in body or body["schema"].get("type") == "string":
                    continue  # the HTML page itself
                validator = _validator(openapi, body["schema"])
                for name, example in examples.items():
                    errors = [e.message for e in validator.iter_errors(example["value"])]
                    assert not errors, f"{where} example {name!r}: {errors}"
                    checked += 1
    assert checked >= 25


def test_the_audit_request_has_an_example_of_every_form(openapi: dict[str, Any]) -> None:
    body = openapi["paths"]["/v1/audit"]["post"]["requestBody"]["content"]["application/json"]
    assert set(body["examples"]) == FORMS
    validator = _validator(openapi, body["schema"])
    for name, example in body["examples"].items():
        assert example["summary"], name
        assert not list(validator.iter_errors(example["value"])), name
        AuditRequest.model_validate(example["value"])  # the model's own rules too
    position = body["examples"]["position"]["value"]
    assert {position["market_a"]["side"], position["market_b"]["side"]} == {"buy", "sell"}


def test_the_examples_table_names_only_routes_the_app_has(openapi: dict[str, Any]) -> None:
    served = {(p, m) for p, m, _ in _operations(openapi)}
    assert set(RESPONSE_EXAMPLES) <= served
    assert set(AUDIT_REQUEST_EXAMPLES) == FORMS


def test_docs_pages_load_their_assets_from_the_service_not_a_cdn() -> None:
    settings = Settings(rulesets_dir=ROOT / "rulesets")
    with TestClient(create_app(settings, run_refresher=False)) as client:
        for page, asset in (("/docs", "swagger-ui-bundle.js"), ("/redoc", "redoc.standalone.js")):
            html = client.get(page).text
            assert "https://" not in html and "http://" not in html, page
            assert f"/static-offline-docs/{asset}" in html
            served = client.get(f"/static-offline-docs/{asset}")
            assert served.status_code == 200 and len(served.content) > 500_000, asset


@pytest.fixture
def offline_browser(chromium: tuple[Path, Path]) -> Iterator[webdriver.Chrome]:  # noqa: F811
    """Headless Chromium that can resolve no host but loopback, logging every request."""
    binary, driver = chromium
    options = Options()
    options.binary_location = str(binary)
    for arg in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--window-size=1280,1600",
        "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
        "--disable-background-networking",
        "--disable-component-update",
    ):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    chrome = webdriver.Chrome(options=options, service=Service(executable_path=str(driver)))
    try:
        yield chrome
    finally:
        chrome.quit()


def _requested_hosts(browser: webdriver.Chrome) -> set[str]:
    sent: dict[str, str] = {}
    refused: set[str] = set()
    for entry in browser.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            url = urlsplit(message["params"]["request"]["url"])
            if url.scheme in ("http", "https", "ws", "wss"):
                sent[message["params"]["requestId"]] = url.hostname or ""
        elif message["method"] == "Network.loadingFailed":
            if message["params"].get("blockedReason") == "csp":
                refused.add(message["params"]["requestId"])
    # A request the page's own policy refused never left the browser.
    return {host for request, host in sent.items() if request not in refused}


@pytest.mark.slow
def test_swagger_ui_and_redoc_render_offline_in_a_real_browser(
    demo_simulator: str, tmp_path: Path, offline_browser: webdriver.Chrome
) -> None:
    browser = offline_browser
    with service_process(demo_simulator, tmp_path / "home") as base:
        doc = HTTP.get(f"{base}/openapi.json", timeout=10).json()
        operations = len(list(_operations(doc)))
        browser.get(f"{base}/docs")
        wait = WebDriverWait(browser, 60)
        wait.until(lambda b: len(b.find_elements(By.CSS_SELECTOR, ".opblock")) >= operations)
        ARTIFACTS.mkdir(exist_ok=True)
        browser.save_screenshot(str(ARTIFACTS / "docs_page.png"))
        title = browser.find_element(By.CSS_SELECTOR, ".information-container .title").text
        assert title.startswith("resaudit"), title
        tags = {e.text for e in browser.find_elements(By.CSS_SELECTOR, ".opblock-tag")}
        assert {t["name"] for t in doc["tags"]} <= {t.split()[0] for t in tags}, tags
        # Open the audit operation: its request examples are offered by name.
        browser.find_element(By.CSS_SELECTOR, "#operations-audit-audit_v1_audit_post").click()
        wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, ".examples-select select"))
        offered = browser.find_element(By.CSS_SELECTOR, ".examples-select select").text
        assert "A position with sides" in offered, offered
        docs_hosts = _requested_hosts(browser)

        browser.get(f"{base}/redoc")
        WebDriverWait(browser, 60).until(
            lambda b: b.find_elements(By.CSS_SELECTOR, ".api-content h1")
        )
        browser.save_screenshot(str(ARTIFACTS / "redoc_page.png"))
        assert "resaudit" in browser.find_element(By.CSS_SELECTOR, ".api-content h1").text
        redoc_hosts = _requested_hosts(browser)
    assert docs_hosts == {"127.0.0.1"}, docs_hosts
    assert redoc_hosts == {"127.0.0.1"}, redoc_hosts
    assert (ARTIFACTS / "docs_page.png").stat().st_size > 10_000
