# ruff: noqa: E501
"""Writes heldout175_credentials.yaml and heldout175_lookalikes.yaml: held-out batch 175.

Persona: a release engineer for an open-source project and the company behind it. Writes in
English, in GitHub Actions YAML and shell; keeps the publishing credentials (npm, PyPI, Docker
Hub, crates.io, RubyGems, NuGet, marketplaces), the signing material (cosign key and password,
GPG subkey and passphrase, Apple notarization, Windows PFX, Tauri/Sparkle updater keys) and the
bot accounts' 2FA, plus a lot of release plumbing that only looks secret: digests, Rekor uuids,
run ids, pinned action SHAs, fingerprints, OIDC subjects and `${{ secrets.* }}` references.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    aws_key_id,
    aws_secret,
    b64,
    card_expiry,
    digits,
    epoch,
    groups,
    hexs,
    iban,
    luhn,
    openssh_private,
    pick,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

B64CHARS = ALNUM + "+/"


# ---------------------------------------------------------------- format helpers

def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i:i + width] for i in range(0, len(text), width))


def npm_token() -> str:
    return "npm_" + rnd(ALNUM, 36)


def pypi_token(test: bool = False) -> str:
    head = "pypi-AgENdGVzdC5weXBpLm9yZw" if test else "pypi-AgEIcHlwaS5vcmc"
    return head + "CJD" + rnd(URLSAFE, 150 + secrets.randbelow(30))


def dckr_pat() -> str:
    return "dckr_pat_" + rnd(URLSAFE, 27)


def cosign_private() -> str:
    blob = {
        "kdf": {"name": "scrypt", "params": {"N": 65536, "r": 8, "p": 1}, "salt": b64(secrets.token_bytes(32))},
        "cipher": {"name": "nacl/secretbox", "nonce": b64(secrets.token_bytes(24))},
        "ciphertext": b64(secrets.token_bytes(164)),
    }
    label = pick("ENCRYPTED SIGSTORE PRIVATE KEY", "ENCRYPTED COSIGN PRIVATE KEY")
    return f"-----BEGIN {label}-----\n{wrap(b64(json.dumps(blob).encode()))}\n-----END {label}-----"


def cosign_public() -> str:
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + secrets.token_bytes(64)
    return f"-----BEGIN PUBLIC KEY-----\n{wrap(b64(der))}\n-----END PUBLIC KEY-----"


def pgp_private_block() -> str:
    body = b64(bytes.fromhex("9507c6") + b"\x04" + secrets.token_bytes(620))
    crc = b64(secrets.token_bytes(3))
    return f"-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n{wrap(body)}\n={crc}\n-----END PGP PRIVATE KEY BLOCK-----"


def rsa_private() -> str:
    der = bytes.fromhex("308204a40201000282010100") + secrets.token_bytes(1180)
    return f"-----BEGIN RSA PRIVATE KEY-----\n{wrap(b64(der))}\n-----END RSA PRIVATE KEY-----"


def p8_key() -> str:
    der = (bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420")
           + secrets.token_bytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a14403420004") + secrets.token_bytes(64))
    return f"-----BEGIN PRIVATE KEY-----\n{wrap(b64(der))}\n-----END PRIVATE KEY-----"


def gcp_private_key_escaped() -> str:
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7") + secrets.token_bytes(700)
    return "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(wrap(b64(der)).split("\n")) + "\\n-----END PRIVATE KEY-----\\n"


def apple_asp() -> str:
    return groups(rnd(LOWER, 16), 4, "-")


def slack_hook() -> str:
    return f"https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}"


def discord_hook() -> str:
    return f"https://discord.com/api/webhooks/{digits(19, lead=True)}/{rnd(URLSAFE, 68)}"


def gh_fine() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def minisign_secret() -> str:
    body = b64(b"Ed" + b"Sc" + b"B2" + secrets.token_bytes(152))
    return f"untrusted comment: minisign encrypted secret key\n{body}"


def minisign_public() -> str:
    return "RW" + b64(b"\x45\x64" + secrets.token_bytes(40))[2:]


def totp_seed(n: int = 32) -> str:
    return rnd(BASE32, n)


def azure_secret() -> str:
    return rnd(ALNUM, 3) + "8Q~" + rnd(ALNUM + "_-.~", 34)


def passphrase() -> str:
    words = ["anvil", "quartz", "meadow", "lantern", "orbit", "pepper", "glacier", "cobalt", "harbor", "willow",
             "tundra", "saffron", "ember", "falcon", "juniper", "marble", "nimbus", "oyster", "prairie", "raven"]
    return pick("-", " ", ".").join(secrets.choice(words) for _ in range(pick(4, 5, 6)))


def pwd() -> str:
    return pick(rnd(ALNUM + "!#%&*+-=?@^_", 20), rnd(ALNUM, 24), f"{pick('Tagline', 'Rebase', 'Shipit', 'Bumpver')}{digits(4)}!{rnd(UPPER, 2)}")


def sha256() -> str:
    return hexs(64)


def gitsha() -> str:
    return hexs(40)


def sha512_integrity() -> str:
    return "sha512-" + b64(secrets.token_bytes(64))


def semver() -> str:
    return f"{secrets.randbelow(4) + 1}.{secrets.randbelow(30)}.{secrets.randbelow(20)}"


def run_id() -> str:
    return digits(11, lead=True)


def rekor_uuid() -> str:
    return "24296fb24b8ad77a" + hexs(64)


def gpg_fpr() -> str:
    return rnd("0123456789ABCDEF", 40)


# ---------------------------------------------------------------- credentials

def credentials() -> Rows:
    r = Rows()
    org = pick("lumen", "driftwood", "kestrel")
    proj = pick("lumen-cli", "driftwood", "kestrel-rs")

    r.add("npm_publish_token",
          f"npm automation token for the @{org} scope (bypasses 2FA, publish only): {npm_token()}",
          f"rotated the npm token today, new one → {npm_token()}\nremember to update NPM_TOKEN in the org secrets AND the release environment",
          f"~/.npmrc on the release laptop:\n//registry.npmjs.org/:_authToken={npm_token()}\n@{org}:registry=https://registry.npmjs.org/",
          f"gh secret set NPM_TOKEN --env release --body \"{npm_token()}\"")

    r.add("pypi_api_token",
          f"PyPI token scoped to project {proj}:\n{pypi_token()}",
          f".pypirc\n[pypi]\n  username = __token__\n  password = {pypi_token()}",
          f"twine upload dist/* -u __token__ -p {pypi_token()}   # only for the manual hotfix, normally trusted publishing")

    r.add("testpypi_api_token",
          f"test.pypi token (for the dry run job): {pypi_token(test=True)}",
          f"[testpypi]\nrepository = https://test.pypi.org/legacy/\nusername = __token__\npassword = {pypi_token(test=True)}")

    r.add("dockerhub_access_token",
          f"docker hub PAT for {org}bot, read/write/delete: {dckr_pat()}",
          f"echo {dckr_pat()} | docker login -u {org}bot --password-stdin",
          f"dockerhub org access token (the new kind) {'dckr_oat_' + rnd(URLSAFE, 32)} - scoped to {org}/{proj} repos only")

    r.add("cosign_private_key",
          f"cosign.key (the one from cosign generate-key-pair, backup copy):\n{cosign_private()}",
          f"COSIGN_PRIVATE_KEY secret value, paste exactly incl. the header lines\n{cosign_private()}")

    r.add("cosign_key_password",
          f"COSIGN_PASSWORD={pwd()}",
          f"password for cosign.key is {pwd()} (not the same as the GPG one!!)",
          f"cosign sign key pw\n{passphrase()}")

    r.add("gpg_signing_subkey",
          f"exported the release signing subkey only (gpg --export-secret-subkeys --armor 0x{rnd('0123456789ABCDEF', 16)}!):\n{pgp_private_block()}",
          f"GPG_PRIVATE_KEY for the maven-release workflow:\n{pgp_private_block()}")

    r.add("gpg_passphrase",
          f"gpg subkey passphrase: {passphrase()}",
          f"GPG_PASSPHRASE = \"{pwd()}\"",
          f"if gpg-agent asks during tagging it's {passphrase()} — the master key passphrase is different and lives offline")

    r.add("apple_app_specific_password",
          f"notarytool app-specific pw for releases@{org}.example: {apple_asp()}",
          f"xcrun notarytool store-credentials \"{org}-notary\" --apple-id releases@{org}.example --team-id {rnd(UPPER + DIGITS, 10)} --password {apple_asp()}",
          f"apple id app pw (label 'ci-notarize', made 2024-11): {apple_asp()}")

    r.add("app_store_connect_api_key",
          f"App Store Connect API key AuthKey_{rnd(UPPER + DIGITS, 10)}.p8, issuer {uid()}\n{p8_key()}",
          f"notarytool with API key instead of apple id:\n{p8_key()}")

    r.add("pfx_certificate_password",
          f"Windows code signing .pfx ({org}-ev-2025.pfx) password: {pwd()}",
          f"signtool sign /f codesign.pfx /p {pwd()} /fd sha256 /tr http://timestamp.acme.test /td sha256 dist\\{proj}.exe",
          f"WINDOWS_CERT_PASSWORD -> {pwd()}\nWINDOWS_CERT_PFX is the base64 of the file, already in secrets")

    r.add("github_app_private_key",
          f"{proj}-release-bot GitHub App private key (downloaded 2025-03-02):\n{rsa_private()}",
          f"APP_PRIVATE_KEY for actions/create-github-app-token:\n{rsa_private()}")

    r.add("github_app_client_secret",
          f"release-bot app client secret: {hexs(40)}",
          f"GH_APP_CLIENT_SECRET={hexs(40)}  # for the oauth flow on the dashboard, not used in CI")

    r.add("github_app_webhook_secret",
          f"webhook secret the release-bot app signs payloads with: {rnd(ALNUM, 32)}",
          f"WEBHOOK_SECRET={hexs(64)} (set in app settings + on bot.{org}.internal)")

    r.add("crates_io_token",
          f"crates.io token (publish-update scope, {proj}*): cio{rnd(ALNUM, 32)}",
          f"cargo login cio{rnd(ALNUM, 32)}",
          f"CARGO_REGISTRY_TOKEN: cio{rnd(ALNUM, 32)}")

    r.add("homebrew_tap_deploy_key",
          f"deploy key w/ write access to {org}/homebrew-tap (goreleaser pushes the formula with it):\n{openssh_private()}",
          f"HOMEBREW_TAP_SSH_KEY\n{openssh_private()}")

    r.add("slack_release_webhook",
          f"slack #releases incoming webhook: {slack_hook()}",
          f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"{proj} v{semver()} is out\"}}' {slack_hook()}",
          f"SLACK_WEBHOOK_URL for the announce job\n{slack_hook()}")

    r.add("discord_release_webhook",
          f"discord #announcements webhook {discord_hook()}",
          f"community discord webhook (posts release notes): {discord_hook()}")

    r.add("github_fine_grained_pat",
          f"fine-grained PAT for the changelog bot (contents:write on {org}/{proj} only, exp 90d): {gh_fine()}",
          f"RELEASE_PLEASE_TOKEN={gh_fine()}",
          f"gh auth login --with-token <<< {gh_fine()}")

    r.add("github_classic_pat",
          f"old classic token still used by the docs deploy, kill after migration: {ghp()}",
          f"git clone https://{org}bot:{ghp()}@github.com/{org}/{proj}-website.git")

    r.add("rubygems_api_key",
          f"rubygems push key for the ruby bindings: rubygems_{hexs(48)}",
          f"~/.gem/credentials\n---\n:rubygems_api_key: rubygems_{hexs(48)}")

    r.add("nuget_api_key",
          f"nuget.org api key (push, glob {org.capitalize()}.*): oy2{rnd(LOWER + DIGITS, 43)}",
          f"dotnet nuget push bin/Release/*.nupkg --api-key oy2{rnd(LOWER + DIGITS, 43)} --source https://api.nuget.org/v3/index.json")

    r.add("vscode_marketplace_pat",
          f"VSCE_PAT (azure devops token, Marketplace > Manage, all accessible orgs): {rnd(LOWER + DIGITS, 52)}",
          f"npx @vscode/vsce publish -p {rnd(LOWER + DIGITS, 52)}")

    r.add("open_vsx_token",
          f"open-vsx access token {uid()}",
          f"OVSX_PAT={uid()}\nnpx ovsx publish {proj}-{semver()}.vsix -p $OVSX_PAT")

    r.add("sentry_auth_token",
          f"sentry auth token for uploading sourcemaps/dSYMs at release: sntryu_{hexs(64)}",
          f"SENTRY_AUTH_TOKEN={hexs(64)}\nSENTRY_ORG={org}\nSENTRY_PROJECT={proj}")

    r.add("aws_release_bucket_keys",
          f"IAM user releases-uploader (s3://{org}-releases only)\nAccess key: {aws_key_id()}\nSecret: {aws_secret()}",
          f"[releases]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
          f"legacy uploader creds until OIDC role works on the self-hosted runner: {aws_key_id()} / {aws_secret()}")

    r.add("gcp_service_account_key",
          f"gcs mirror SA key json (trimmed):\n{{\"type\": \"service_account\", \"project_id\": \"{org}-dl\", \"private_key_id\": \"{hexs(40)}\", \"private_key\": \"{gcp_private_key_escaped()}\", \"client_email\": \"mirror@{org}-dl.iam.gserviceaccount.com\"}}",
          f"private_key from the download-mirror service account: \"{gcp_private_key_escaped()}\"")

    r.add("tauri_updater_private_key",
          f"TAURI_SIGNING_PRIVATE_KEY (base64 of the minisign key file):\n{b64(minisign_secret().encode())}",
          f"desktop app updater key, file ~/.tauri/{proj}.key:\n{minisign_secret()}")

    r.add("tauri_key_password",
          f"TAURI_SIGNING_PRIVATE_KEY_PASSWORD={pwd()}",
          f"updater key password is {passphrase()}")

    r.add("sparkle_eddsa_private_key",
          f"Sparkle EdDSA private key (from generate_keys -x), mac updater: {wg_key()}",
          f"SPARKLE_PRIVATE_KEY: {wg_key()}\nthe public half is already in Info.plist as SUPublicEDKey")

    r.add("android_keystore_password",
          f"upload keystore\nstorePassword={pwd()}\nkeyAlias=upload\nkeyPassword={pwd()}",
          f"android release.jks pw {pwd()} (same for key alias, I know)",
          f"ANDROID_KEYSTORE_B64 in case the secret gets wiped:\n{wrap(b64(bytes.fromhex('feedfeed00000002') + secrets.token_bytes(420)), 76)}")

    r.add("bot_account_totp_seed",
          f"{org}bot github 2FA seed (so two of us can generate codes): {groups(totp_seed(), 4)}",
          f"otpauth://totp/npmjs.com:{org}bot?secret={totp_seed()}&issuer=npmjs.com",
          f"pypi bot totp secret {totp_seed(16)}")

    r.add("github_bot_recovery_codes",
          "github recovery codes for " + org + "bot, unused:\n" + "\n".join(f"{hexs(5)}-{hexs(5)}" for _ in range(8)),
          f"{org}bot GH backup codes: " + ", ".join(f"{hexs(5)}-{hexs(5)}" for _ in range(5)))

    r.add("registry_recovery_codes",
          "PyPI recovery codes (org owner account)\n" + "\n".join(hexs(16) for _ in range(8)),
          "npm recovery codes for the bot: " + " ".join(hexs(64) for _ in range(3)))

    r.add("yubikey_piv_pin",
          f"signing yubikey (the one in the drawer) PIV PIN {digits(6)}, PUK {digits(8)}",
          f"yubikey pin for the ev cert token: {digits(8)}\nthree wrong tries locks it, don't guess")

    r.add("yubikey_management_key",
          f"ykman piv access change-management-key ... new mgmt key {hexs(48)}",
          f"PIV management key (AES192) for slot 9c setup: {hexs(48).upper()}")

    r.add("developer_program_card",
          f"company card for apple dev program + windows cert renewal: {groups(luhn('4', 16), 4)} exp {card_expiry()} cvv {digits(3)}",
          f"amex (finance said use this one for sectigo) {luhn('37', 15)} {card_expiry()} cid {digits(4)}")

    r.add("github_session_cookie",
          f"bot's browser session cookie so I can click through the marketplace form headless: user_session={rnd(URLSAFE, 48)}",
          f"Cookie: user_session={rnd(URLSAFE, 48)}; __Host-user_session_same_site={rnd(URLSAFE, 48)}; logged_in=yes")

    r.add("stats_db_connection_string",
          f"download stats db: postgres://stats_rw:{rnd(ALNUM + '-_', 24)}@pg.{org}.internal:5432/downloads?sslmode=require",
          f"DATABASE_URL=postgresql://release_dash:{rnd(ALNUM, 22)}@db-stats.acme.internal/release_dash")

    r.add("azure_signing_client_secret",
          f"Azure Trusted Signing app reg\nAZURE_CLIENT_ID={uid()}\nAZURE_TENANT_ID={uid()}\nAZURE_CLIENT_SECRET={azure_secret()}",
          f"trusted signing client secret (expires in 6 months!!) {azure_secret()}")

    r.add("snapcraft_store_credentials",
          f"SNAPCRAFT_STORE_CREDENTIALS (snapcraft export-login, channels edge/beta/stable):\n{b64(secrets.token_bytes(360))}",
          f"snap store login export for {proj}: {b64(secrets.token_bytes(300))}")

    r.add("maven_central_user_token",
          f"central.sonatype user token\nusername: {rnd(ALNUM, 8)}\npassword: {rnd(URLSAFE, 44)}",
          f"<server>\n  <id>central</id>\n  <username>{rnd(ALNUM, 8)}</username>\n  <password>{rnd(URLSAFE, 44)}</password>\n</server>")

    r.add("codecov_upload_token",
          f"CODECOV_TOKEN={uid()}",
          f"codecov repo upload token for {org}/{proj}: {uid()}")

    r.add("cloudflare_api_token",
          f"cf token (edit DNS + R2 for get.{org}.example): {rnd(URLSAFE, 40)}",
          f"wrangler r2 object put releases/{proj}/latest.json --file latest.json\nCLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)}")

    r.add("netlify_auth_token",
          f"netlify deploy token for the docs preview: nfp_{rnd(ALNUM, 36)}",
          f"NETLIFY_AUTH_TOKEN=nfp_{rnd(ALNUM, 36)}\nNETLIFY_SITE_ID={uid()}")

    r.add("artifactory_identity_token",
          f"internal artifactory (artifacts.acme.internal) identity token for the mirror job: {b64(('reftkn:01:' + str(epoch() + 31536000) + ':' + rnd(ALNUM, 27)).encode())}",
          f"jf c add acme --url https://artifacts.acme.internal --access-token {b64(('reftkn:01:' + str(epoch()) + ':' + rnd(ALNUM, 27)).encode())}")

    r.add("vault_token",
          f"vault token for the signing role (ttl 768h): hvs.{rnd(ALNUM, 24)}",
          f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN=hvs.{rnd(URLSAFE, 90)}")

    r.add("mastodon_access_token",
          f"fosstodon bot access token (write:statuses) {rnd(URLSAFE, 43)}",
          f"curl -H 'Authorization: Bearer {rnd(URLSAFE, 43)}' -F 'status={proj} {semver()} released' https://social.acme.test/api/v1/statuses")

    r.add("release_bot_password",
          f"{org}bot@{org}.example account password: {pwd()}",
          f"login for npmjs.com as {org}bot\n{pwd()}",
          f"docker hub {org}bot pw (use token for CI pls, this is just for the UI) = {pwd()}")

    r.add("macos_keychain_password",
          f"KEYCHAIN_PASSWORD for the temp build.keychain on the mac runner: {rnd(ALNUM, 32)}",
          f"security unlock-keychain -p '{pwd()}' ~/Library/Keychains/release.keychain-db")

    r.add("gradle_portal_secret",
          f"gradle.publish.key={rnd(ALNUM, 32)}\ngradle.publish.secret={rnd(ALNUM, 32)}",
          f"plugin portal api secret {rnd(ALNUM, 32)} (key is in ~/.gradle/gradle.properties)")

    r.add("gitlab_mirror_token",
          f"gitlab mirror push token: glpat-{rnd(URLSAFE, 20)}",
          f"git remote add gl https://oauth2:glpat-{rnd(URLSAFE, 20)}@gitlab.acme.test/{org}/{proj}.git")

    r.add("docsearch_admin_key",
          f"algolia ADMIN key for the docs index (crawler config only, NOT the search key): {hexs(32)}",
          f"ALGOLIA_WRITE_API_KEY={hexs(32)}  # app id is the public one")

    r.add("chocolatey_api_key",
          f"choco apikey --key {uid()} --source https://push.chocolatey.org/",
          f"chocolatey push key {uid()}")

    r.add("registry_bot_mfa_seed",
          f"rubygems mfa seed {totp_seed(16)} — gem push asks for OTP on every push",
          f"nuget.org bot account authenticator key: {groups(totp_seed(32).lower(), 4)}")


    # more of the same kinds, other shapes
    r.add("npm_publish_token",
          f"NODE_AUTH_TOKEN {npm_token()} (granular, @{org}/* read+write, expires 2025-12-31)")
    r.add("pypi_api_token",
          f"uv publish --token {pypi_token()}")
    r.add("dockerhub_access_token",
          f"~/.docker/config.json on the old jenkins box:\n{{\"auths\": {{\"https://index.docker.io/v1/\": {{\"auth\": \"{b64((org + 'bot:' + dckr_pat()).encode())}\"}}}}}}")
    r.add("cosign_key_password",
          f"cosign pw for the 2023 key (still needed to verify old-style sigs? no — only to re-sign): {rnd(ALNUM + '-_', 32)}")
    r.add("gpg_signing_subkey",
          f"maven central signing key, in-memory for gradle:\nORG_GRADLE_PROJECT_signingKey={pgp_private_block()}")
    r.add("apple_app_specific_password",
          f"APPLE_APP_PASSWORD\n{apple_asp()}")
    r.add("github_app_private_key",
          f"- uses: actions/create-github-app-token@v1\n  with:\n    app-id: ${{{{ vars.APP_ID }}}}\n    private-key: |\n      {rsa_private().replace(chr(10), chr(10) + '      ')}")
    r.add("crates_io_token",
          f"~/.cargo/credentials.toml\n[registry]\ntoken = \"cio{rnd(ALNUM, 32)}\"")
    r.add("slack_release_webhook",
          f"hey can you remember the webhook for #eng-releases (private channel) {slack_hook()} thx")
    r.add("pfx_certificate_password",
          f"Set-AuthenticodeSignature -FilePath .\\{proj}.msi -Certificate (Get-PfxCertificate .\\sign.pfx) # prompts, pw: {pwd()}")
    r.add("aws_release_bucket_keys",
          f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} aws s3 sync dist/ s3://{org}-releases/{proj}/v{semver()}/")
    r.add("release_bot_password",
          f"crates.io / rubygems shared bot mail password (releases-bot@{org}.example): {pwd()}")
    r.add("yubikey_piv_pin",
          f"ykman piv access change-pin -P 123456 -n {digits(8)}   <- new pin, old default was the 123456")
    r.add("developer_program_card",
          f"card for the docker hub team plan\n{groups(luhn('5', 16), 4)}\n{card_expiry()}\n{digits(3)}")
    r.add("stats_db_connection_string",
          f"mongodb+srv://telemetry:{rnd(ALNUM, 18)}@cluster0.acme.test/telemetry?retryWrites=true")
    r.add("vault_token",
          f"root-ish token from the vault unseal ceremony, revoke after setup: hvs.{rnd(ALNUM, 24)}")
    r.add("tauri_key_password",
          f"pw for ~/.tauri/{proj}.key ---> {pwd()}")
    r.add("sentry_auth_token",
          f"sentry-cli --auth-token sntryu_{hexs(64)} releases new {proj}@{semver()}")
    r.add("docsearch_admin_key",
          f"algolia app {rnd(UPPER + DIGITS, 10)} admin api key {hexs(32)} (delete indices, careful)")
    r.add("gpg_passphrase",
          f"echo \"{passphrase()}\" | gpg --batch --pinentry-mode loopback --passphrase-fd 0 --detach-sign -a {proj}-{semver()}.tar.gz")
    r.add("github_fine_grained_pat",
          f"homebrew-tap token for goreleaser (HOMEBREW_TAP_GITHUB_TOKEN): {gh_fine()}")
    r.add("netlify_auth_token",
          f"netlify deploy --prod --auth nfp_{rnd(ALNUM, 36)} --dir site")
    r.add("macos_keychain_password",
          f"mac mini runner login pw (needed for keychain unlock over ssh): {pwd()}")
    r.add("bot_account_totp_seed",
          f"docker hub 2fa setup key for the bot: {totp_seed(32).lower()}")
    r.add("codecov_upload_token",
          f"- uses: codecov/codecov-action@v5\n  with:\n    token: {uid()}   # TODO move to secrets")

    return r


# ---------------------------------------------------------------- look-alikes

def lookalikes() -> Rows:
    r = Rows()
    org = pick("lumen", "driftwood", "kestrel")
    proj = pick("lumen-cli", "driftwood", "kestrel-rs")
    v = semver()

    r.add("cosign_public_key_note",
          f"cosign.pub, published at https://{org}.example/cosign.pub, users verify with this:\n{cosign_public()}",
          f"verify snippet for the README:\ncosign verify-blob --key cosign.pub --signature {proj}.tar.gz.sig {proj}.tar.gz\n\n{cosign_public()}",
          f"public key only (the private one is NOT in this note):\n{cosign_public()}")

    r.add("rekor_log_entry",
          f"rekor entry for v{v} tarball: {rekor_uuid()} (logIndex {digits(9, lead=True)})",
          f"rekor-cli get --uuid {rekor_uuid()}",
          f"transparency log uuid {rekor_uuid()}, integratedTime {epoch()}")

    r.add("slsa_provenance_digest",
          f"provenance subject for {proj}_{v}_linux_amd64.tar.gz: sha256:{sha256()}",
          f"slsa-verifier verify-artifact {proj}.tgz --provenance-path {proj}.intoto.jsonl --source-uri github.com/{org}/{proj} --source-tag v{v}\n(expected digest {sha256()})",
          f"intoto attestation digest {{\"sha256\": \"{sha256()}\"}}")

    r.add("container_image_digest",
          f"ghcr.io/{org}/{proj}:{v}@sha256:{sha256()}",
          f"docker buildx imagetools inspect output, index digest sha256:{sha256()}\namd64 sha256:{sha256()}\narm64 sha256:{sha256()}",
          f"pin the base image: FROM cgr.dev/chainguard/static@sha256:{sha256()}")

    r.add("npm_integrity_hash",
          f"\"integrity\": \"{sha512_integrity()}\"",
          f"npm view @{org}/core@{v} dist.integrity\n{sha512_integrity()}",
          f"published tarball integrity matches the local one: {sha512_integrity()}")

    r.add("pypi_file_sha256",
          f"{proj.replace('-', '_')}-{v}-py3-none-any.whl sha256 {sha256()}",
          f"pypi shows for the sdist: SHA256 {sha256()}  MD5 {hexs(32)}  BLAKE2b-256 {sha256()}")

    r.add("package_lock_resolved_url",
          f"\"resolved\": \"https://registry.npmjs.org/@{org}/core/-/core-{v}.tgz\",\n\"integrity\": \"{sha512_integrity()}\"",
          f"lockfile still points at the internal mirror: resolved https://npm.acme.internal/repository/npm-proxy/left-pad/-/left-pad-1.3.0.tgz#{gitsha()}")

    r.add("actions_run_id",
          f"release run that failed at notarize: https://github.com/{org}/{proj}/actions/runs/{run_id()}/job/{digits(11, lead=True)}",
          f"gh run rerun {run_id()} --failed",
          f"run {run_id()} attempt 2 is the one that actually published")

    r.add("actions_artifact_id",
          f"artifact id {digits(10, lead=True)} (dist-macos), expires in 90 days",
          f"gh api repos/{org}/{proj}/actions/artifacts/{digits(10, lead=True)}/zip > dist.zip",
          f"artifact-digest: {sha256()}  artifact-id: {digits(10, lead=True)}")

    r.add("oidc_subject_claim",
          f"pypi trusted publisher expects sub = repo:{org}/{proj}:environment:release",
          f"IAM trust policy condition: \"token.actions.githubusercontent.com:sub\": \"repo:{org}/{proj}:ref:refs/tags/v{v}\"",
          f"fulcio cert SAN: https://github.com/{org}/{proj}/.github/workflows/release.yml@refs/tags/v{v}\njob_workflow_ref matched, sub repo:{org}/{proj}:ref:refs/tags/v{v}")

    r.add("action_pinned_by_sha",
          f"- uses: actions/checkout@{gitsha()} # v4.2.2\n- uses: actions/setup-node@{gitsha()} # v4.1.0",
          f"pin list after the tj-actions scare:\nsigstore/cosign-installer@{gitsha()}\ndocker/login-action@{gitsha()}\npypa/gh-action-pypi-publish@{gitsha()}",
          f"uses: slsa-framework/slsa-github-generator/.github/workflows/generator_generic_slsa3.yml@{gitsha()}")

    r.add("gpg_key_id",
          f"release signing key id 0x{''.join(secrets.choice('0123456789ABCDEF') for _ in range(16))}, subkey [S] expires 2027-01-01",
          f"git config user.signingkey {''.join(secrets.choice('0123456789ABCDEF') for _ in range(16))}!",
          f"gpg --recv-keys {''.join(secrets.choice('0123456789ABCDEF') for _ in range(16))} --keyserver keys.openpgp.org")

    r.add("gpg_fingerprint",
          f"fingerprint for the website: {groups(gpg_fpr(), 4)}",
          f"KEYS file entry\npub   ed25519 2024-02-11 [SC]\n      {gpg_fpr()}\nuid   {proj} release signing <security@{org}.example>",
          f"debian repo signed-by key fpr {gpg_fpr()} (in /usr/share/keyrings/{org}-archive-keyring.gpg)")

    r.add("secrets_context_reference",
          "env:\n  NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n  TWINE_PASSWORD: ${{ secrets.PYPI_API_TOKEN }}",
          "with:\n  password: ${{ secrets.DOCKERHUB_TOKEN }}\n  username: ${{ vars.DOCKERHUB_USER }}",
          "cosign sign --yes --key env://COSIGN_PRIVATE_KEY ... with COSIGN_PASSWORD: ${{ secrets.COSIGN_PASSWORD }}",
          "reminder: secrets.GH_APP_PRIVATE_KEY and secrets.GH_APP_ID are env-scoped to `release`, forks can't see them")

    r.add("release_tag_note",
          f"cut v{v}-rc.{secrets.randbelow(5) + 1} from release/{v.rsplit('.', 1)[0]}, tag object {gitsha()}",
          f"git tag -s v{v} -m \"{proj} {v}\" && git push origin v{v}",
          f"tags to delete (botched): v{semver()}, v{semver()}-beta.2")

    r.add("checksums_file",
          f"SHA256SUMS for {v}:\n{sha256()}  {proj}_{v}_darwin_arm64.tar.gz\n{sha256()}  {proj}_{v}_linux_amd64.tar.gz\n{sha256()}  {proj}_{v}_windows_amd64.zip",
          f"checksums.txt.sig and checksums.txt.pem uploaded; sha256 of checksums.txt itself {sha256()}",
          f"sha512sum {proj}-{v}.tar.gz\n{hexs(128)}  {proj}-{v}.tar.gz")

    r.add("token_rotated_after_leak",
          "npm token leaked in a debug log (set -x, ugh). revoked 14:02 UTC, new one generated and only stored in org secret NPM_TOKEN. audit log clean.",
          "PyPI token got pushed to a fork's workflow log — revoked within 10 min, switched the project to trusted publishing, no token exists anymore",
          "docker hub PAT rotated after the runner image incident; old token id ends in ...f3a, new token is in 1Password 'Release / Docker Hub'",
          "slack webhook regenerated because someone pasted it in a public issue. old URL returns 404 now, the new one is only in SLACK_WEBHOOK_URL")

    r.add("git_commit_sha",
          f"release commit {gitsha()} (\"chore(release): {v}\")",
          f"bisect says {gitsha()[:12]} broke the windows signing step",
          f"cherry-pick {gitsha()} and {gitsha()} onto release/{v.rsplit('.', 1)[0]}")

    r.add("github_app_identifiers",
          f"release-bot app: App ID {digits(6, lead=True)}, installation id {digits(8, lead=True)}, client id Iv23li{rnd(ALNUM, 14)}",
          f"APP_ID={digits(6, lead=True)} is a var not a secret, moved it to vars.APP_ID")

    r.add("apple_notarization_ids",
          f"notarytool submission id {uid()} — status Accepted",
          f"team id {rnd(UPPER + DIGITS, 10)}, Developer ID Application: {org.capitalize()} Software Inc ({rnd(UPPER + DIGITS, 10)})",
          f"notarytool log {uid()} --keychain-profile {org}-notary  # the profile name, credentials live in the keychain")

    r.add("codesign_cert_thumbprint",
          f"EV cert thumbprint (sha1) {hexs(40).upper()} — signtool /sha1 uses this to pick the cert from the token",
          f"signtool sign /sha1 {hexs(40).upper()} /fd sha256 /tr http://timestamp.acme.test /td sha256 {proj}.exe")

    r.add("env_var_names",
          "vars the release job needs: NPM_TOKEN, PYPI_API_TOKEN, CARGO_REGISTRY_TOKEN, COSIGN_PRIVATE_KEY, COSIGN_PASSWORD, GPG_PRIVATE_KEY, GPG_PASSPHRASE, APPLE_ID, APPLE_APP_PASSWORD, WINDOWS_CERT_PASSWORD",
          "goreleaser reads GITHUB_TOKEN, HOMEBREW_TAP_GITHUB_TOKEN, FURY_TOKEN from env; none set locally => --snapshot")

    r.add("vault_path_reference",
          f"signing creds live at vault kv secret/release/{proj}/signing (fields: cosign_key, cosign_password)",
          "vault kv get -field=pfx_password secret/release/windows  # ask #infra for the policy")

    r.add("password_manager_reference",
          "op read \"op://Release/PyPI bot/recovery codes\" — don't copy them anywhere else",
          f"apple app-specific pw is in 1Password, vault 'Release', item 'notarytool {org}' (the 'password' field)",
          "gpg passphrase: in the sealed envelope in the office safe + Bitwarden 'Release signing'")

    r.add("secret_policy_talk",
          "policy: tokens for registries are granular, max 90 days, one per package where the registry allows it. No personal tokens in CI.",
          "cosign key password must be 32+ chars, generated, never typed; PFX password rotates when the cert renews (yearly)",
          "npm now forces 2FA on publish unless it's an automation token — that's why the bot uses one")

    r.add("minisign_public_key",
          f"Tauri updater pubkey (tauri.conf.json plugins.updater.pubkey):\nuntrusted comment: minisign public key {rnd('0123456789ABCDEF', 16)}\n{minisign_public()}",
          f"minisign -Vm {proj}-{v}.tar.gz -P {minisign_public()}")

    r.add("sparkle_public_ed_key",
          f"<key>SUPublicEDKey</key>\n<string>{wg_key()}</string>",
          f"sparkle:edSignature=\"{b64(secrets.token_bytes(64))}\" length=\"{digits(8, lead=True)}\" (appcast item for {v})")

    r.add("ssh_host_fingerprint",
          f"runner bastion host key: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ED25519)",
          f"github.com known_hosts fp check SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} matches docs")

    r.add("deploy_key_public",
          f"public half of the homebrew tap deploy key (added to {org}/homebrew-tap settings):\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} goreleaser@{org}",
          f"docs deploy key pub: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} docs-deploy")

    r.add("webhook_delivery_guid",
          f"X-GitHub-Delivery {uid()} failed with 502, redelivered",
          f"release published event delivery {uid()}, hook id {digits(9, lead=True)}")

    r.add("security_advisory_id",
          f"GHSA-{rnd('23456789cfghjmpqrvwx', 4)}-{rnd('23456789cfghjmpqrvwx', 4)}-{rnd('23456789cfghjmpqrvwx', 4)} fixed in {v}, CVE-2025-{digits(5, lead=True)} requested",
          f"backport for GHSA-{rnd('23456789cfghjmpqrvwx', 4)}-{rnd('23456789cfghjmpqrvwx', 4)}-{rnd('23456789cfghjmpqrvwx', 4)} to 1.x, embargo until Tue")

    r.add("sbom_serial_number",
          f"cyclonedx serialNumber urn:uuid:{uid()} for {proj} {v}",
          f"spdx DocumentNamespace https://{org}.example/spdx/{proj}-{v}-{uid()}")

    r.add("sigstore_cert_identity",
          f"cosign verify ghcr.io/{org}/{proj}:{v} --certificate-identity-regexp '^https://github.com/{org}/{proj}/' --certificate-oidc-issuer https://token.actions.githubusercontent.com",
          f"fulcio cert serial {hexs(40)}, issuer sigstore-intermediate, valid 10 min")

    r.add("actions_cache_key",
          f"cache key Linux-cargo-{sha256()} hit, restore 1.2 GB",
          f"key: ${{{{ runner.os }}}}-node-${{{{ hashFiles('**/package-lock.json') }}}} → resolved to Linux-node-{sha256()}")

    r.add("npm_shasum",
          f"npm publish output:\nnpm notice shasum: {gitsha()}\nnpm notice integrity: {sha512_integrity()[:20]}...[truncated]\nnpm notice total files: {secrets.randbelow(90) + 10}",
          f"dist.shasum for @{org}/cli@{v} is {gitsha()}")

    r.add("cargo_lock_checksum",
          f"[[package]]\nname = \"{proj}-core\"\nversion = \"{v}\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"{sha256()}\"",
          f"crates.io reports cksum {sha256()} for {proj} {v}, matches our .crate")

    r.add("homebrew_formula_sha256",
          f"  url \"https://github.com/{org}/{proj}/releases/download/v{v}/{proj}-{v}.tar.gz\"\n  sha256 \"{sha256()}\"",
          f"brew bump-formula-pr --url=... --sha256={sha256()} {proj}")

    r.add("go_sum_line",
          f"github.com/{org}/{proj} v{v} h1:{b64(secrets.token_bytes(32))}",
          f"go.sum diff after bump:\ngolang.org/x/crypto v0.31.0 h1:{b64(secrets.token_bytes(32))}\ngolang.org/x/crypto v0.31.0/go.mod h1:{b64(secrets.token_bytes(32))}")

    r.add("aws_role_arn",
          f"role-to-assume: arn:aws:iam::{digits(12, lead=True)}:role/gha-release-{proj}",
          f"kms key for cosign (awskms:///arn:aws:kms:eu-west-1:{digits(12, lead=True)}:key/{uid()}) — key never leaves KMS")

    r.add("slack_channel_ids",
          f"#releases is C0{rnd(UPPER + DIGITS, 9)}, bot user U0{rnd(UPPER + DIGITS, 9)}",
          f"slack app id A0{rnd(UPPER + DIGITS, 9)} (release-announcer), workspace T0{rnd(UPPER + DIGITS, 8)}")

    r.add("vendor_order_number",
          f"apple developer program renewal, order W{digits(10)}, invoice MQ{rnd(UPPER + DIGITS, 8)}",
          f"sectigo EV cert renewal order #{digits(8, lead=True)}, validation ref {rnd(UPPER + DIGITS, 12)}")

    r.add("company_iban_invoice",
          f"sponsor invoices: pay to {org.capitalize()} Software GmbH, IBAN {iban('DE', digits(18))}, BIC DEUTDEFFXXX",
          f"opencollective payout account ends in ...{digits(4)}, full IBAN on the invoice: {iban('NL', 'ABNA' + digits(10))}")

    r.add("vendor_support_ticket",
          f"docker hub support case #{digits(6, lead=True)}: rate limits on the org, ref {uid()}",
          f"pypi support issue pypi/support#{digits(4, lead=True)} for the name transfer")

    r.add("renovate_digest_pin",
          f"renovate PR: update docker/build-push-action digest to {gitsha()[:7]} (#{digits(4, lead=True)})",
          f"\"pinDigests\": true — renovate bumped node:22-alpine@sha256:{sha256()}")

    r.add("sentry_public_dsn",
          f"sentry DSN for the desktop app (ships in the binary, public by design): https://{hexs(32)}@o{digits(6, lead=True)}.ingest.sentry.acme.test/{digits(7, lead=True)}")

    r.add("algolia_search_only_key",
          f"docsearch config (search-only key, it's in the page source anyway): appId {rnd(UPPER + DIGITS, 10)}, apiKey {hexs(32)}, indexName {proj}",
          f"DOCSEARCH_API_KEY is the public search key {hexs(32)}, the write key stays with the crawler")

    r.add("public_site_keys",
          f"docs site GA4 G-{rnd(UPPER + DIGITS, 10)}, plausible domain docs.{org}.example",
          f"stripe publishable key for the sponsorship page: pk_live_{rnd(ALNUM, 99)}")

    r.add("provisioning_profile_uuid",
          f"mac provisioning profile UUID {uid().upper()}, bundle id com.{org}.{proj.replace('-', '')}")

    r.add("authenticode_cert_serial",
          f"new EV cert serial {groups(hexs(32), 2, ':')}, valid until 2026-09-30",
          f"timestamp server http://timestamp.acme.test, cert serial {hexs(32).upper()}")

    r.add("cosign_signature_blob",
          f"{proj}.tar.gz.sig (public, attached to the release):\nMEUCIQ{b64(secrets.token_bytes(30))}AiA{b64(secrets.token_bytes(30))}",
          f"signature annotation dev.sigstore.cosign/signature: MEQCI{b64(secrets.token_bytes(60))}")

    r.add("pip_hash_pinned_requirements",
          f"requirements-release.txt\ntwine=={semver()} \\\n    --hash=sha256:{sha256()} \\\n    --hash=sha256:{sha256()}",
          f"build=={semver()} --hash=sha256:{sha256()}")

    r.add("release_asset_ids",
          f"release id {digits(9, lead=True)}, upload_url https://uploads.github.com/repos/{org}/{proj}/releases/{digits(9, lead=True)}/assets{{?name,label}}",
          f"asset {proj}_{v}_windows_amd64.zip id {digits(9, lead=True)}, node_id RA_kwDO{rnd(URLSAFE, 14)}")

    r.add("runner_hosts_and_ips",
          f"self-hosted mac runners: mac-runner-01.ci.{org}.internal (10.40.{secrets.randbelow(255)}.{secrets.randbelow(255)}), mac-runner-02 (10.40.{secrets.randbelow(255)}.{secrets.randbelow(255)})",
          f"signing box signer.acme.internal:8443, only reachable from the release runner group id {digits(2, lead=True)}")

    r.add("totp_talk_no_seed",
          "PyPI asked for a 2FA code mid-release, used the bot's authenticator on the shared phone; code expired twice, clock drift?",
          "npm OTP prompt again — automation token should skip it, check the token type is 'automation' not 'publish'")

    r.add("yubikey_serial",
          f"EV token yubikey serial {digits(8, lead=True)}, firmware 5.7.1, PIV slot 9c holds the cert",
          f"ykman --device {digits(8, lead=True)} piv info")

    r.add("docker_content_trust_key_id",
          f"DCT root key id {sha256()} (the key itself is offline)",
          f"notary delegation key id {sha256()} for targets/releases")


    r.add("sentry_public_dsn",
          f"SENTRY_DSN=https://{hexs(32)}@o{digits(6, lead=True)}.ingest.sentry.acme.test/{digits(7, lead=True)}  (browser bundle; the auth token is a different thing)")
    r.add("provisioning_profile_uuid",
          f"embedded.provisionprofile UUID {uid().upper()} expires 2026-04, team {rnd(UPPER + DIGITS, 10)}")
    r.add("container_image_digest",
          f"cosign triangulate ghcr.io/{org}/{proj}:{v} -> ghcr.io/{org}/{proj}:sha256-{sha256()}.sig")
    r.add("npm_integrity_hash",
          f"diff in package-lock: integrity {sha512_integrity()} -> {sha512_integrity()} for @{org}/core {v}, expected after republish")
    r.add("pypi_file_sha256",
          f"pip download {proj}=={v} --no-deps && sha256sum *.whl\n{sha256()}  {proj.replace('-', '_')}-{v}-py3-none-any.whl")
    r.add("oidc_subject_claim",
          f"npm provenance statement: workflow ref {org}/{proj}/.github/workflows/release.yml@refs/tags/v{v}, runner github-hosted, sub repo:{org}/{proj}:ref:refs/tags/v{v}")
    r.add("secrets_context_reference",
          "- run: echo \"$CARGO_REGISTRY_TOKEN\" | cargo login\n  env:\n    CARGO_REGISTRY_TOKEN: ${{ secrets.CRATES_IO_TOKEN }}")
    r.add("token_rotated_after_leak",
          "crates.io token revoked + reissued after the laptop theft, new one has publish-update only. Value NOT written down here on purpose.")
    r.add("gpg_key_id",
          f"sec   rsa4096/{gpg_fpr()[-16:]} 2021-05-01 [C]\nssb   ed25519/{gpg_fpr()[-16:]} 2024-02-11 [S] [expires: 2027-02-11]")
    r.add("rekor_log_entry",
          f"search.sigstore.acme.test/?logIndex={digits(9, lead=True)} shows our v{v} sig")
    r.add("release_tag_note",
          f"release-please opened #{digits(4, lead=True)} for {proj}: {v}; merge → tag v{v} → release.yml")
    r.add("actions_run_id",
          f"publish job id {digits(11, lead=True)} in run {run_id()} timed out waiting for environment approval")
    r.add("secret_policy_talk",
          "reset the PFX password? no — the password is tied to the file; re-export from the token instead. Length 24, no quotes (signtool chokes).")
    r.add("password_manager_reference",
          "NPM_TOKEN value source of truth = 1Password item 'npm automation @org', field 'credential'. GitHub secret is a copy.")
    r.add("public_site_keys",
          f"plausible / umami site id {uid()} (public, in the script tag)")
    r.add("checksums_file",
          f"b2sum {proj}-{v}.tar.xz\n{hexs(128)}  {proj}-{v}.tar.xz")
    r.add("deploy_key_public",
          f"ssh-keygen -lf tap_deploy.pub\n256 SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} goreleaser@{org} (ED25519)")
    r.add("cosign_public_key_note",
          f"sigstore bundle verification material: cert chain only, no key; publicKey hint {b64(secrets.token_bytes(32))}")
    r.add("vault_path_reference",
          "secrets sync: vault kv/release/npm -> gh secret NPM_TOKEN (job 'sync-secrets', nightly); path only, the token itself never in notes")
    r.add("env_var_names",
          "if APPLE_API_KEY_ID and APPLE_API_ISSUER are empty the notarize step falls back to APPLE_ID + APPLE_APP_PASSWORD")
    r.add("webhook_delivery_guid",
          f"slack API response for the announce: ok, ts {epoch()}.{digits(6)}, channel C0{rnd(UPPER + DIGITS, 9)}")

    return r


def main() -> None:
    write_corpora("make_heldout175.py", [
        ("heldout175_credentials.yaml", credentials(), "batch 175 (open-source release engineer: registry tokens, signing keys, bot 2FA), written blind; every value synthetic"),
        ("heldout175_lookalikes.yaml", lookalikes(), "batch 175 look-alikes: digests, Rekor uuids, pinned SHAs, fingerprints, public keys, secret references, written blind"),
    ])


if __name__ == "__main__":
    main()
