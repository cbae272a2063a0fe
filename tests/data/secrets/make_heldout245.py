# ruff: noqa: E501
"""Writes heldout245_credentials.yaml and heldout245_lookalikes.yaml: held-out batch 245.

Persona: a Python open-source maintainer in Prague who writes English with a little Czech.
They publish packages to PyPI and TestPyPI, sign releases with GPG, build docs on Read the
Docs, upload coverage to Codecov, automate with GitHub fine-grained tokens, announce releases
through a Discord webhook, ship a small npm companion package and report errors to Sentry.
They ask the assistant to remember tokens, passphrases and config lines, and also plenty of
harmless identifiers: key fingerprints, commit SHAs, wheel hashes, Trusted Publishing
settings, workflow secret references, DOIs, ORCID iDs, issue numbers and public keys.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    anthropic_key,
    app_password,
    b64,
    b64u,
    digits,
    epoch,
    groups,
    hexs,
    openssh_private,
    orcid,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = [
    "vltava", "tram", "knedlik", "castle", "bridge", "harbor", "maple", "pivo", "orloj",
    "lantern", "kolo", "otter", "cobalt", "zahrada", "window", "python", "wheel", "kocka",
    "vlak", "river", "moss", "petrin", "silver", "tunnel", "hrnek", "zima", "cloud", "anchor",
]
PROJECTS = ["tidyparse", "acme-lint", "ribbonfs", "pragma-cache", "kolo-cli", "vltava-io"]
GH_ORG = "acme-oss"


def proj() -> str:
    return pick(*PROJECTS)


def pypi_token(test: bool = False) -> str:
    """A PyPI (or TestPyPI) API token: `pypi-` and a base64url macaroon whose location is
    the index and whose identifier is a UUID."""
    loc = b"test.pypi.org" if test else b"pypi.org"
    raw = (b"\x02\x01" + bytes([len(loc)]) + loc + b"\x02\x24" + uid().encode()
           + b"\x00\x02" + secrets.token_bytes(pick(90, 110, 130, 150)))
    return "pypi-" + b64u(raw)


def gh_fine_grained() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def gh_classic() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def npm_token() -> str:
    return "npm_" + rnd(ALNUM, 36)


def rtd_token() -> str:
    return hexs(40)


def discord_webhook() -> str:
    return f"https://discord.com/api/webhooks/{digits(19, lead=True)}/{rnd(URLSAFE, 68)}"


def sentry_org_token() -> str:
    payload = ('{"iat":' + str(epoch()) + ',"url":"https://sentry.io","region_url":"https://de.sentry.io","org":"acme-oss"}').encode()
    return f"sntrys_{b64(payload).rstrip('=')}_{rnd(ALNUM + '+/', 43)}"


def sentry_user_token() -> str:
    return "sntryu_" + hexs(64)


def gpg_passphrase() -> str:
    return pick(
        phrase(WORDS, 5, "-"),
        phrase(WORDS, 6, " "),
        f"{phrase(WORDS, 4, '.')}.{digits(3)}",
        pw(),
    )


def gpg_private_block() -> str:
    body = b64(b"\x95\x03\x2e\x04" + secrets.token_bytes(330))
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n{lines}\n={rnd(B64, 4)}\n-----END PGP PRIVATE KEY BLOCK-----"


def fpr() -> str:
    return hexs(40).upper()


def fpr_spaced() -> str:
    f = fpr()
    return " ".join(f[i:i + 4] for i in range(0, 20, 4)) + "  " + " ".join(f[i:i + 4] for i in range(20, 40, 4))


def sha() -> str:
    return hexs(40)


def sha256() -> str:
    return hexs(64)


def version() -> str:
    return f"{pick(0, 1, 2, 3)}.{secrets.randbelow(20)}.{secrets.randbelow(10)}"


def issue() -> int:
    return 100 + secrets.randbelow(2400)


def sentry_dsn() -> str:
    return f"https://{hexs(32)}@o{digits(7, lead=True)}.ingest.de.sentry.io/{digits(7, lead=True)}"


def codecov_graph() -> str:
    return rnd(UPPER + DIGITS, 10)


def totp_seed() -> str:
    return rnd(BASE32, 32)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "pypi_api_token",
        f"PyPI token (whole account, careful): {pypi_token()}",
        f"new pypi token for my account, old one revoked\n{pypi_token()}",
        f"uložit: pypi api token = {pypi_token()}",
        f"remember this for uploads from the laptop: {pypi_token()}",
        f"pypi tokn (typo i know) {pypi_token()} — scope all projects, replace once Trusted Publishing is set up everywhere",
        f"twine upload -u __token__ -p {pypi_token()} dist/*",
    )
    r.add(
        "pypi_project_token",
        f"{proj()} upload token (project-scoped): {pypi_token()}",
        f"token only for {proj()} on PyPI\n{pypi_token()}",
        f"project token {proj()} → {pypi_token()} (created {pick('March', 'June', 'October')})",
        f"scoped PyPI key for {proj()}, put it in the repo secret PYPI_TOKEN if OIDC breaks again: {pypi_token()}",
        f"| project | token |\n| {proj()} | {pypi_token()} |",
    )
    r.add(
        "testpypi_token",
        f"TestPyPI token: {pypi_token(test=True)}",
        f"test.pypi.org upload token for dry runs\n{pypi_token(test=True)}",
        f"testpypi — {pypi_token(test=True)} (jen na testy)",
        f"twine upload --repository testpypi -u __token__ -p {pypi_token(test=True)} dist/*",
        f"the testpypi one is {pypi_token(test=True)}, don't mix it up with prod",
    )
    r.add(
        "pypirc_password",
        f"[pypi]\nusername = __token__\npassword = {pypi_token()}",
        f"~/.pypirc on the build box:\n[distutils]\nindex-servers =\n    pypi\n    testpypi\n\n[testpypi]\nrepository = https://test.pypi.org/legacy/\nusername = __token__\npassword = {pypi_token(test=True)}",
        f"pypirc password line: password = {pypi_token()}",
        f"for the .pypirc on the new mac -> password: {pypi_token()}",
        f"[pypi]\n  username: __token__\n  password: {pypi_token()}\n(the indent is wrong in mine, fix it)",
    )
    r.add(
        "twine_env_password",
        f"export TWINE_USERNAME=__token__\nexport TWINE_PASSWORD={pypi_token()}",
        f"TWINE_PASSWORD={pypi_token(test=True)} TWINE_REPOSITORY=testpypi twine upload dist/*",
        f".env for release script: TWINE_PASSWORD=\"{pypi_token()}\"",
        f"set TWINE_PASSWORD to {pypi_token()} in the fish config",
    )
    r.add(
        "gpg_signing_passphrase",
        f"GPG signing key passphrase: {gpg_passphrase()}",
        f"passphrase for the release signing key (ed25519, 2024): {gpg_passphrase()}",
        f"heslo ke GPG klíči: {gpg_passphrase()}",
        f"gpg pass = {gpg_passphrase()}   (pinentry keeps asking, ugh)",
        f"if gpg-agent forgets it again the passphrase is \"{gpg_passphrase()}\"",
        f"signing subkey passphrase → {gpg_passphrase()}",
    )
    r.add(
        "gpg_private_key_block",
        f"backup of my signing key (secret), keep offline:\n{gpg_private_block()}",
        f"gpg --export-secret-subkeys output, paste back if the yubikey dies\n{gpg_private_block()}",
        f"{gpg_private_block()}\npassphrase: {gpg_passphrase()}",
    )
    r.add(
        "readthedocs_api_token",
        f"Read the Docs API token: {rtd_token()}",
        f"RTD token {rtd_token()} (used by the build-trigger script)",
        f"curl -H \"Authorization: Token {rtd_token()}\" https://readthedocs.org/api/v3/projects/{proj()}/versions/",
        f"readthedocs — api v3 token = {rtd_token()}",
        f"RTD_TOKEN={rtd_token()}",
        f"RTD api token na webhook rebuild — {rtd_token()}",
    )
    r.add(
        "codecov_upload_token",
        f"Codecov upload token for {proj()}: {uid()}",
        f"CODECOV_TOKEN={uid()}",
        f"codecov token (the upload one, not the badge one): {uid()}",
        f"- uses: codecov/codecov-action@v4\n  with:\n    token: {uid()}\n(move this into secrets!!)",
        f"codecovtoken {uid()} for {GH_ORG}/{proj()}",
    )
    r.add(
        "github_fine_grained_pat",
        f"GitHub fine-grained PAT (contents: write on {GH_ORG}/{proj()}): {gh_fine_grained()}",
        f"new github token for the release bot, expires in 90 days\n{gh_fine_grained()}",
        f"gh auth login --with-token <<< {gh_fine_grained()}",
        f"GH_TOKEN={gh_fine_grained()}",
        f"token na GitHub (fine-grained, jen issues+PR): {gh_fine_grained()}",
        f"pat for the changelog script → {gh_fine_grained()}",
    )
    r.add(
        "github_classic_pat",
        f"old classic PAT still used by the docs mirror: {gh_classic()}",
        f"ghp token {gh_classic()} (repo scope) — replace with fine-grained",
        f"git clone https://{gh_classic()}@github.com/{GH_ORG}/{proj()}.git",
        f"GITHUB_TOKEN={gh_classic()} for local runs of the label sync",
    )
    r.add(
        "github_recovery_codes",
        f"GitHub 2FA recovery codes:\n{recovery_codes(8, 'github')}",
        f"github recovery codes (printed copy is in the drawer too)\n{recovery_codes(6, 'github')}",
        f"záložní kódy GitHub:\n{recovery_codes(8, 'github')}",
    )
    r.add(
        "discord_webhook_url",
        f"Discord webhook for #releases: {discord_webhook()}",
        f"release announcement webhook → {discord_webhook()}",
        f"curl -H 'Content-Type: application/json' -d '{{\"content\": \"{proj()} {version()} is out\"}}' {discord_webhook()}",
        f"DISCORD_WEBHOOK_URL={discord_webhook()}",
        f"webhook do discordu (kanál oznámení): {discord_webhook()}",
        f"discord webhook pro #announcements (the other server) {discord_webhook()}?wait=true",
    )
    r.add(
        "npm_automation_token",
        f"npm automation token for {proj()}-js: {npm_token()}",
        f"//registry.npmjs.org/:_authToken={npm_token()}",
        f"NPM_TOKEN={npm_token()}",
        f"npm token (automation type so it skips 2FA): {npm_token()}",
        f"the npm one: {npm_token()}",
        f"npm login doesn't work in CI, use this instead:\n_authToken={npm_token()}\nalways-auth=true",
    )
    r.add(
        "sentry_auth_token",
        f"Sentry org auth token (for sentry-cli releases): {sentry_org_token()}",
        f"SENTRY_AUTH_TOKEN={sentry_org_token()}",
        f"[auth]\ntoken={sentry_org_token()}\n(~/.sentryclirc)",
        f"sentry-cli --auth-token {sentry_org_token()} releases new {proj()}@{version()}",
        f"sentry token {sentry_org_token()} — org acme-oss",
    )
    r.add(
        "sentry_user_token",
        f"my personal Sentry user token: {sentry_user_token()}",
        f"sentry user auth token {sentry_user_token()} (scopes project:releases, org:read)",
        f"Authorization: Bearer {sentry_user_token()}",
    )
    r.add(
        "pypi_account_password",
        f"PyPI login: tdvorak-dev / {pw()}",
        f"pypi.org password {pw()}",
        f"heslo na PyPI je {pw()} (změnit po konferenci)",
        f"test.pypi.org account\nuser: tdvorak-dev\npass: {pw()}",
    )
    r.add(
        "pypi_recovery_codes",
        "PyPI 2FA recovery codes:\n" + "\n".join(hexs(16) for _ in range(8)),
        "pypi recovery codes (each works once): " + ", ".join(hexs(16) for _ in range(8)),
        "TestPyPI recovery codes\n" + "\n".join(hexs(16) for _ in range(8)),
    )
    r.add(
        "totp_seed",
        f"TOTP secret for PyPI 2FA (in case the phone dies): {groups(totp_seed().lower(), 4)}",
        f"otpauth://totp/PyPI:tdvorak-dev?secret={totp_seed()}&issuer=PyPI",
        f"github 2fa setup key {totp_seed()}",
        f"npm 2FA seed: {groups(totp_seed(), 4)}",
    )
    r.add(
        "docker_hub_pat",
        f"Docker Hub access token for the {proj()} image: dckr_pat_{rnd(URLSAFE, 27)}",
        f"echo dckr_pat_{rnd(URLSAFE, 27)} | docker login -u acmeoss --password-stdin",
        f"DOCKERHUB_TOKEN=dckr_pat_{rnd(URLSAFE, 27)}",
        f"docker hub pat → dckr_pat_{rnd(URLSAFE, 27)} (read/write/delete)",
    )
    r.add(
        "zenodo_token",
        f"Zenodo personal access token (deposit:write): {rnd(ALNUM, 60)}",
        f"ZENODO_TOKEN={rnd(ALNUM, 60)}",
        f"zenodo api token for the sandbox: {rnd(ALNUM, 60)}",
        f"sandbox.zenodo.org token — {rnd(ALNUM, 60)} (only for testing the DOI flow)",
        f"curl -H \"Authorization: Bearer {rnd(ALNUM, 60)}\" https://zenodo.org/api/deposit/depositions",
    )
    r.add(
        "mastodon_access_token",
        f"Mastodon bot access token (release toots): {rnd(URLSAFE, 43)}",
        f"MASTODON_ACCESS_TOKEN={rnd(URLSAFE, 43)}\nMASTODON_BASE_URL=https://social.acme.example",
        f"fosstodon app token {rnd(URLSAFE, 43)}",
        f"mastodon: client secret {rnd(URLSAFE, 43)}, access token {rnd(URLSAFE, 43)}",
    )
    r.add(
        "matrix_access_token",
        f"Matrix bot access token: syt_{b64u(b'releasebot')}_{rnd(ALNUM, 20)}_{rnd(ALNUM, 6)}",
        f"matrix token for #{proj()}:matrix.acme.example → syt_{b64u(b'announcer')}_{rnd(ALNUM, 20)}_{rnd(ALNUM, 6)}",
        f"access_token: syt_{b64u(b'tdvorak')}_{rnd(ALNUM, 20)}_{rnd(ALNUM, 6)}",
    )
    r.add(
        "weblate_api_key",
        f"Weblate API key for translation sync: wlu_{rnd(ALNUM, 40)}",
        f"WEBLATE_API_KEY=wlu_{rnd(ALNUM, 40)}",
        f"wlc config:\n[weblate]\nurl = https://weblate.acme.example/api/\nkey = wlu_{rnd(ALNUM, 40)}",
    )
    r.add(
        "gitlab_pat",
        f"GitLab mirror token: glpat-{rnd(URLSAFE, 20)}",
        f"gitlab.acme.example PAT (api, write_repository) glpat-{rnd(URLSAFE, 20)}",
        f"git remote add mirror https://oauth2:glpat-{rnd(URLSAFE, 20)}@gitlab.acme.example/oss/{proj()}.git",
        f"GITLAB_TOKEN=glpat-{rnd(URLSAFE, 20)}",
        f"gitlab token pro CI mirror: glpat-{rnd(URLSAFE, 20)} (expires in a year)",
    )
    r.add(
        "ssh_deploy_key",
        f"deploy key for the docs host (private, don't commit):\n{openssh_private()}",
        f"{proj()} gh-pages deploy key\n{openssh_private()}",
        f"~/.ssh/id_ed25519_release\n{openssh_private()}",
    )
    r.add(
        "github_webhook_secret",
        f"GitHub webhook secret for the bot: {hexs(40)}",
        f"WEBHOOK_SECRET={rnd(ALNUM, 32)}",
        f"webhook secret (the one in repo settings → webhooks): {pw()}",
        f"secret pro webhook: {hexs(40)}",
    )
    r.add(
        "smtp_app_password",
        f"app password for the mailing-list SMTP (gmail): {app_password()}",
        f"SMTP for release emails: smtp.gmail.com:587, user {proj()}.announce@gmail.example, app password {app_password()}",
        f"gmail app pw {app_password()}",
        f"EMAIL_HOST_PASSWORD={app_password().replace(' ', '')}",
        f"heslo aplikace pro Gmail (newsletter): {app_password()}",
    )
    r.add(
        "postgres_connection_string",
        f"benchmark db: postgresql://bench:{rnd(ALNUM, 18)}@db.acme.internal:5432/benchmarks",
        f"DATABASE_URL=postgres://tidy:{pw()}@pg.bench.test/tidyparse",
        f"psql \"host=db.acme.internal user=ci password={rnd(ALNUM, 20)} dbname=ci_stats\"",
        f"the stats db for download counts\nhost db.acme.internal\nuser stats\npw {pw()}",
    )
    r.add(
        "vps_root_password",
        f"root on the docs VPS (docs.acme.example): {pw()}",
        f"VPS u Hetzneru, root heslo {pw()}",
        f"ci-runner-1.acme.internal — root / {pw()}",
        f"new password for the self-hosted runner box: {pw()}",
        f"ssh root@docs.acme.example  # pw: {pw()}",
    )
    r.add(
        "anthropic_api_key",
        f"Anthropic key for the triage bot: {anthropic_key()}",
        f"ANTHROPIC_API_KEY={anthropic_key()}",
        f"key for the changelog summariser {anthropic_key()}",
    )
    r.add(
        "coveralls_repo_token",
        f"Coveralls repo token (old, before we moved to Codecov): {rnd(ALNUM, 33)}",
        f"COVERALLS_REPO_TOKEN={rnd(ALNUM, 33)}",
        f"repo_token: {rnd(ALNUM, 33)}\n(.coveralls.yml, delete this file eventually)",
    )
    r.add(
        "slack_webhook_url",
        f"Slack webhook for the sponsor workspace: https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
        f"SLACK_WEBHOOK=https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 9)}/B{rnd(UPPER + DIGITS, 11)}/{rnd(ALNUM, 24)}",
        f"slack incoming webhook (CI failures) https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
    )
    r.add(
        "netlify_token",
        f"Netlify token for docs previews: nfp_{rnd(ALNUM, 36)}",
        f"NETLIFY_AUTH_TOKEN=nfp_{rnd(ALNUM, 36)}",
        f"netlify deploy --auth nfp_{rnd(ALNUM, 36)} --dir docs/_build/html",
    )
    r.add(
        "release_secrets_bundle",
        f"release checklist secrets (my machine only):\nPYPI: {pypi_token()}\nNPM: {npm_token()}\nGPG: {gpg_passphrase()}",
        f"tokens pro release {version()}:\n- github: {gh_fine_grained()}\n- sentry: {sentry_org_token()}\n- discord: {discord_webhook()}",
        f"CODECOV_TOKEN={uid()}\nRTD_TOKEN={rtd_token()}\nNPM_TOKEN={npm_token()}",
        f"for the new laptop:\npypi {pypi_token()}\ntestpypi {pypi_token(test=True)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "gpg_fingerprint",
        f"my release signing key fingerprint: {fpr_spaced()}",
        f"GPG fingerprint (it's on keys.openpgp.org and in SECURITY.md): {fpr()}",
        f"otisk klíče pro podepisování: {fpr_spaced()}",
        f"verify with: gpg --recv-keys {fpr()}",
        f"old key {fpr()} expired, new key {fpr()} — update KEYS file",
        f"pub   ed25519 2024-02-11 [SC] [expires: 2027-02-10]\n      {fpr()}\nuid           [ultimate] Tomáš Dvořák <tomas@acme.example>",
    )
    r.add(
        "gpg_long_key_id",
        f"long key id 0x{hexs(16).upper()}",
        f"signing subkey id {hexs(16).upper()} (the encryption subkey is {hexs(16).upper()})",
        f"git config --global user.signingkey {hexs(16).upper()}!",
        f"key id for the maintainers list: {hexs(16).upper()}",
        f"sec   rsa4096/{hexs(16).upper()} 2021-05-03 [SC]",
    )
    r.add(
        "commit_sha",
        f"regression started at {sha()}",
        f"cherry-pick {sha()[:12]} onto the 2.x branch",
        f"release {version()} was tagged at commit {sha()}",
        f"git bisect: good {sha()[:7]}, bad {sha()[:7]}",
        f"revert {sha()} — it broke py3.9 wheels",
        f"pinned pre-commit hook rev: {sha()}  # frozen: v{version()}",
    )
    r.add(
        "wheel_sha256",
        f"sha256 of {proj().replace('-', '_')}-{version()}-py3-none-any.whl: {sha256()}",
        f"{sha256()}  {proj().replace('-', '_')}-{version()}.tar.gz",
        f"wheel hash from PyPI: sha256={sha256()}",
        f"SHA256SUMS for {version()}:\n{sha256()}  dist/{proj().replace('-', '_')}-{version()}-cp312-cp312-manylinux_2_17_x86_64.whl\n{sha256()}  dist/{proj().replace('-', '_')}-{version()}-cp312-cp312-macosx_11_0_arm64.whl",
        f"reproducible build check: both builds gave {sha256()}",
        f"hash sedí: {sha256()}",
    )
    r.add(
        "trusted_publishing_config",
        f"PyPI Trusted Publisher for {proj()}:\nowner: {GH_ORG}\nrepository: {proj()}\nworkflow: release.yml\nenvironment: pypi",
        "trusted publishing — no token needed, just `permissions: id-token: write` in the publish job",
        f"- uses: pypa/gh-action-pypi-publish@release/v1\n  # OIDC trusted publishing, environment 'pypi', project {proj()}",
        f"TestPyPI pending publisher: project {proj()}, workflow test-release.yml, environment testpypi",
        "jobs:\n  publish:\n    environment: pypi\n    permissions:\n      id-token: write\n    steps:\n      - uses: pypa/gh-action-pypi-publish@release/v1",
    )
    r.add(
        "workflow_secret_reference",
        "password: ${{ secrets.PYPI_TOKEN }}",
        "env:\n  TWINE_USERNAME: __token__\n  TWINE_PASSWORD: ${{ secrets.PYPI_API_TOKEN }}",
        "token: ${{ secrets.CODECOV_TOKEN }}  # codecov-action v4 needs it even for public repos",
        "SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}\nNPM_TOKEN: ${{ secrets.NPM_TOKEN }}",
        "webhook-url: ${{ secrets.DISCORD_WEBHOOK }}",
        "the release workflow reads ${{ secrets.TEST_PYPI_TOKEN }} for the dry run, set it in repo settings → Secrets → Actions",
    )
    r.add(
        "doi",
        f"Zenodo DOI for {proj()} {version()}: 10.5281/zenodo.{digits(8, lead=True)}",
        f"cite as https://doi.org/10.5281/zenodo.{digits(8, lead=True)} (concept DOI, always latest)",
        f"JOSS paper DOI 10.21105/joss.0{digits(4, lead=True)}",
        f"doi: 10.{digits(4, lead=True)}/{rnd(LOWER + DIGITS, 8)}.{digits(4)}",
        f"CITATION.cff → doi: \"10.5281/zenodo.{digits(8, lead=True)}\"",
    )
    r.add(
        "orcid_id",
        f"my ORCID: {orcid()}",
        f"ORCID iD for the CITATION.cff: https://orcid.org/{orcid()}",
        f"co-author ORCIDs: {orcid()}, {orcid()}",
        f"orcid: \"https://orcid.org/{orcid()}\"",
    )
    r.add(
        "issue_pr_number",
        f"fix for #{issue()} is in PR #{issue()}",
        f"{GH_ORG}/{proj()}#{issue()} — the Windows path bug, reopen after 3.13 wheels",
        f"https://github.com/{GH_ORG}/{proj()}/pull/{issue()}",
        f"close issue {issue()} once {version()} is out",
        f"duplicates: #{issue()}, #{issue()}, #{issue()}",
        f"PR {issue()} needs a second review (Czech translation)",
    )
    r.add(
        "sentry_dsn_public",
        f"Sentry DSN (public, it's in the client bundle anyway): {sentry_dsn()}",
        f"SENTRY_DSN={sentry_dsn()}  # DSN is not a secret, only allows sending events",
        f"sentry_sdk.init(dsn=\"{sentry_dsn()}\", traces_sample_rate=0.1)",
        f"DSN for the docs site error reporting: {sentry_dsn()} (safe to publish)",
        f"sentry public key {hexs(32)} (the DSN key, public by design)",
    )
    r.add(
        "codecov_graph_token",
        f"Codecov badge: https://codecov.io/gh/{GH_ORG}/{proj()}/graph/badge.svg?token={codecov_graph()}  (graph token is public, read-only for the badge)",
        f"[![codecov](https://codecov.io/gh/{GH_ORG}/{proj()}/branch/main/graph/badge.svg?token={codecov_graph()})](https://codecov.io/gh/{GH_ORG}/{proj()})",
        f"graph token {codecov_graph()} — that's the badge one, fine in the README",
        f"sunburst: https://codecov.io/gh/{GH_ORG}/{proj()}/graphs/sunburst.svg?token={codecov_graph()}",
        f"codecov graphing token {codecov_graph()} (public, not the upload token)",
    )
    r.add(
        "masked_token",
        "PyPI token ends in …3fQx, created 2024-11-02, scope: tidyparse",
        f"github_pat_11{rnd(UPPER + DIGITS, 4)}…(redacted) — expires {pick('Jan', 'Apr', 'Sep')} 30",
        "npm_************************************ (automation, last used 3 days ago)",
        "sntrys_***  (org token, shown once, stored in the password manager)",
        "TWINE_PASSWORD=pypi-****",
    )
    r.add(
        "password_manager_reference",
        "GPG passphrase is in KeePassXC → OSS/signing-key-2024",
        f"PyPI token for {proj()} lives in Bitwarden item 'pypi {proj()}', not here",
        "release secrets: 1Password vault 'OSS releases', item names match the env var names",
        "pass show oss/pypi/token  (that's where it is)",
        "recovery codes are printed, v šuplíku u stolu, obálka 'GitHub'",
    )
    r.add(
        "token_rotation_note",
        "rotate the PyPI token every 6 months — next: 2025-09-01",
        "revoked the old npm token after the laptop was stolen; new one is in GitHub secrets only",
        "GitHub fine-grained PATs max out at 1 year, set calendar reminder",
        "after rotating SENTRY_AUTH_TOKEN remember to update both repos and the local ~/.sentryclirc",
        "změnit heslo na PyPI po PyCon CZ (nothing leaked, just hygiene)",
        "Codecov upload token regenerated — the badge token did NOT change",
    )
    r.add(
        "env_var_names",
        "env vars the release script expects: PYPI_TOKEN, TEST_PYPI_TOKEN, NPM_TOKEN, SENTRY_AUTH_TOKEN, DISCORD_WEBHOOK",
        "TWINE_USERNAME must be __token__ (literally), TWINE_PASSWORD comes from the environment",
        "export GNUPGHOME=~/.gnupg-release; export GPG_TTY=$(tty)",
        "RTD_TOKEN, CODECOV_TOKEN and GH_TOKEN are read in tasks.py via os.environ[...]",
    )
    r.add(
        "pip_hash_pin",
        f"requests=={version()} \\\n    --hash=sha256:{sha256()} \\\n    --hash=sha256:{sha256()}",
        f"build==1.2.1 --hash=sha256:{sha256()}",
        f"pip install --require-hashes -r requirements/release.txt  # twine pinned to sha256:{sha256()}",
        f"uv.lock entry: hash = \"sha256:{sha256()}\"",
    )
    r.add(
        "pythonhosted_file_url",
        f"https://files.pythonhosted.org/packages/{hexs(2)}/{hexs(2)}/{hexs(60)}/{proj().replace('-', '_')}-{version()}-py3-none-any.whl",
        f"sdist URL: https://files.pythonhosted.org/packages/{hexs(2)}/{hexs(2)}/{hexs(60)}/{proj().replace('-', '_')}-{version()}.tar.gz#sha256={sha256()}",
        f"pypi JSON says digests.blake2b_256 = {sha256()}",
        f"https://pypi.org/project/{proj()}/{version()}/#files",
    )
    r.add(
        "docker_image_digest",
        f"ghcr.io/{GH_ORG}/{proj()}@sha256:{sha256()}",
        f"base image pinned: python:3.12-slim@sha256:{sha256()}",
        f"docker pull acmeoss/{proj()}:{version()}  (digest sha256:{sha256()})",
        f"container id {hexs(12)} keeps restarting, check logs",
    )
    r.add(
        "github_actions_run_url",
        f"failing run: https://github.com/{GH_ORG}/{proj()}/actions/runs/{digits(11, lead=True)}/job/{digits(11, lead=True)}",
        f"release workflow run {digits(11, lead=True)}, attempt 2",
        f"artifact id {digits(10, lead=True)} (wheels, expires in 90 days)",
        f"check suite {digits(11, lead=True)} for commit {sha()[:10]}",
        f"cache key: Linux-pip-{sha256()}",
    )
    r.add(
        "advisory_ids",
        f"GHSA-{rnd('23456789cfghjmpqrvwx', 4)}-{rnd('23456789cfghjmpqrvwx', 4)}-{rnd('23456789cfghjmpqrvwx', 4)} affects {proj()} < {version()}",
        f"CVE-2025-{digits(5, lead=True)} (ReDoS in the tokenizer), fixed in {version()}",
        f"PYSEC-2024-{digits(3, lead=True)} — dependabot alert, not exploitable in our use",
        f"OSV id GHSA-{rnd('23456789cfghjmpqrvwx', 4)}-{rnd('23456789cfghjmpqrvwx', 4)}-{rnd('23456789cfghjmpqrvwx', 4)}, draft advisory opened",
    )
    r.add(
        "ssh_public_key",
        f"deploy key (public half, add to repo settings): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} gh-pages-deploy",
        f"my laptop's public key: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} tomas@prague-laptop",
        f"authorized_keys on the runner:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ci@runner-1",
        f"allowed_signers for git ssh signing:\ntomas@acme.example ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
    )
    r.add(
        "github_app_client_id",
        f"GitHub App client ID (public): Iv23li{rnd(ALNUM, 14)}",
        f"release-bot app id {digits(6, lead=True)}, installation id {digits(8, lead=True)}",
        f"OAuth app client_id Ov23li{rnd(ALNUM, 14)} — public, the secret is elsewhere",
        f"app slug {proj()}-bot, app id {digits(6, lead=True)}",
    )
    r.add(
        "npm_integrity_hash",
        f"\"integrity\": \"sha512-{b64(secrets.token_bytes(64))}\"",
        f"package-lock integrity for {proj()}-js {version()}: sha512-{b64(secrets.token_bytes(64))}",
        f"npm provenance attestation digest sha256:{sha256()}",
    )
    r.add(
        "discord_ids",
        f"Discord server id {digits(18, lead=True)}, #releases channel id {digits(19, lead=True)}",
        f"role id for @maintainers: {digits(18, lead=True)}",
        f"message link: https://discord.com/channels/{digits(18, lead=True)}/{digits(19, lead=True)}/{digits(19, lead=True)}",
        f"invite for contributors: https://discord.gg/{rnd(ALNUM, 8)} (public, in README)",
    )
    r.add(
        "sentry_event_id",
        f"Sentry event {hexs(32)} — the UnicodeDecodeError on Windows",
        f"sentry issue {proj().upper()}-{rnd(UPPER + DIGITS, 3)} (id {digits(10, lead=True)})",
        f"trace id {hexs(32)}, span {hexs(16)}",
        f"release {proj()}@{version()} in Sentry, first seen event {hexs(32)}",
    )
    r.add(
        "zenodo_record",
        f"Zenodo record https://zenodo.org/records/{digits(8, lead=True)}",
        f"zenodo github integration webhook id {digits(7, lead=True)}",
        f"Software Heritage id swh:1:rev:{sha()}",
        f"swh:1:dir:{sha()};origin=https://github.com/{GH_ORG}/{proj()}",
    )
    r.add(
        "gpg_signature_output",
        f"gpg: Signature made Tue 04 Mar 2025 21:14:02 CET\ngpg:                using EDDSA key {fpr()}\ngpg: Good signature from \"Tomáš Dvořák <tomas@acme.example>\" [ultimate]",
        f"git verify-tag v{version()}: Good signature, key {hexs(16).upper()}",
        f"{proj().replace('-', '_')}-{version()}.tar.gz.asc uploaded, signed with subkey {hexs(16).upper()}",
    )
    r.add(
        "readthedocs_build",
        f"RTD build {digits(8, lead=True)} failed on sphinx 8",
        f"docs preview: https://{proj()}--{issue()}.org.readthedocs.build/en/{issue()}/",
        f"Read the Docs webhook id {digits(6, lead=True)} (GitHub integration), secret managed by RTD",
        f"readthedocs project slug {proj()}, version 'stable' → tag v{version()}",
    )
    r.add(
        "pre_commit_rev",
        f"- repo: https://github.com/astral-sh/ruff-pre-commit\n  rev: {sha()}  # frozen: v0.{secrets.randbelow(12)}.{secrets.randbelow(9)}",
        f"pre-commit.ci autoupdate bumped mypy to {sha()[:12]}",
        "- repo: https://github.com/pre-commit/pre-commit-hooks\n  rev: v5.0.0\n  hooks:\n    - id: detect-private-key\n    - id: check-yaml",
        f"pinned actions/checkout@{sha()} # v4.2.2",
    )
    r.add(
        "token_scope_settings",
        "PyPI token settings: scope = project tidyparse only, no expiry (PyPI doesn't do expiry)",
        "fine-grained PAT permissions: Contents read/write, Pull requests read/write, Metadata read; expiry 90 days",
        "npm token type: Automation (bypasses 2FA for publish), CIDR allowlist: none",
        "Sentry token scopes: project:releases, org:read — nothing else",
        "token length 40, hex, shown only once (that's RTD), heslo policy min 16 chars",
    )
    r.add(
        "release_numbers",
        f"{proj()} {version()}: {digits(6, lead=True)} downloads last month, coverage 94.{secrets.randbelow(10)}%",
        f"password hashing benchmark: argon2 time_cost=3 memory_cost=65536 parallelism=4 → {secrets.randbelow(90) + 10} ms",
        f"PIN-ned versions: python>=3.9, setuptools>={secrets.randbelow(20) + 60}",
        f"secret scanning alerts: 0 open, {secrets.randbelow(5) + 1} closed (all false positives)",
        f"token bucket rate limit: {secrets.randbelow(50) + 10} requests / {pick(60, 300, 3600)} s on the PyPI JSON API",
    )
    r.add(
        "age_public_key",
        f"age recipient for encrypted release notes backup: {age_public_key()}",
        f"sops .sops.yaml creation_rules: age: {age_public_key()}",
        f"public age keys of the maintainers:\n{age_public_key()}\n{age_public_key()}",
    )
    r.add(
        "uuid_identifier",
        f"Codecov repo id in the API URL: https://api.codecov.io/api/v2/github/{GH_ORG}/repos/{proj()}/ (commit {sha()[:7]})",
        f"PyPI organization request id {uid()} (pending approval)",
        f"sphinx build cache dir .doctrees/{uid()}",
        f"CI job trace https://ci.acme.example/jobs/{uid()}/log",
    )
    return r


def main() -> None:
    write_corpora("make_heldout245.py", [
        ("heldout245_credentials.yaml", credentials(), "Held-out batch 245: a Prague Python maintainer's PyPI/TestPyPI tokens, GPG passphrases, RTD/Codecov/GitHub/npm/Sentry tokens and webhooks"),
        ("heldout245_lookalikes.yaml", lookalikes(), "Held-out batch 245: GPG fingerprints, commit SHAs, wheel hashes, Trusted Publishing, workflow secret references, DOIs, ORCIDs and public keys"),
    ])


if __name__ == "__main__":
    main()
