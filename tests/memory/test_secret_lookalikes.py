"""Issue 17: secrets refused, look-alikes kept (spec 26.2; docs/ARCHITECTURE.md#note-writes).

One test per rule. The credential kinds are formats the tuned corpora lacked; the look-alike
kinds are identifiers with random-looking parts, keys that are public by design, encrypted
values and references to a secret rather than the secret. Every value here is synthetic.

The rate tests at the end read the held-out batches (tests/data/secrets/heldout*_*.yaml).
Each was written blind, without reading the detector, and measured once before its misses
were read; from then on it guards against regressions, and the next blind batch measures
whether the rules generalise (bench/secrets_bench.py prints them all). The fifth, eighth
and thirteenth batches' halves split off by kind (`heldout5_*.yaml:check`,
`heldout8_*.yaml:check`, `heldout13_*.yaml:check`) are still unread, so no test pins them.
"""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest
import yaml

from app.memory import rules

CORPUS = Path(__file__).resolve().parents[1] / "data" / "secrets"
MIN_CATCH_RATE = 0.95
MAX_REFUSAL_RATE = 0.02


def _kept(text: str) -> bool:
    return rules.check_secrets(text, text) is None


def _refused(text: str) -> bool:
    """Refused wherever it stands: as a title and as a body."""
    return rules.check_secrets(text, "") is not None and rules.check_secrets("", text) is not None


# ---- look-alikes kept ---------------------------------------------------------------------


def test_a_secrets_manager_arn_is_kept() -> None:
    assert _kept("The app reads its password from arn:aws:secretsmanager:eu-north-1:"
                 "481516234200:secret:staging/billing/postgres-Q7xWk2")


def test_other_arns_with_random_parts_are_kept() -> None:
    assert _kept("arn:aws:kms:ap-south-1:481516234200:key/6f1c2a9e-3b7d-4e05-a8c1-90d2e4f6b3a7 "
                 "and arn:aws:iam::481516234200:role/deploy-Hx7Qm2LpZ9vK")


def test_pod_names_with_hash_suffixes_are_kept() -> None:
    assert _kept("search-indexer-5d8f7c9b6d-q4wzt and search-indexer-5d8f7c9b6d-m2xkp are "
                 "Pending; the job pod backfill-28514960-7hj2v finished.")


def test_container_ids_and_image_digests_are_kept() -> None:
    assert _kept("container 8dca93ff88a3 runs registry.acme.test/web@sha256:"
                 "8dca93ff88a348063fbbd28bf96e651105702c49e89ccdc3746a538ca06a7cf2")


def test_commit_hashes_are_kept() -> None:
    assert _kept("Bisected to 2ffa82733902470e6f3d399d708aa7d392077e50; 80d7785 is the parent.")


def test_uuids_and_ids_in_urls_are_kept() -> None:
    assert _kept("See https://tracker.acme.test/projects/6f1c2a9e-3b7d-4e05-a8c1-90d2e4f6b3a7"
                 "/board?view=HunOHea9AbGbB08bbzelCvzuiTenRhr6")


def test_a_document_url_is_kept() -> None:
    assert _kept("Spec: https://docs.google.com/document/d/"
                 "1mg8PWLEscJ7lRp2r4U54b0aOEz9Wlb0oBmWiLjF8m30/edit")


def test_a_publishable_key_is_kept() -> None:
    assert _kept(f"checkout uses pk_live_{'mg8PWLEscJ7lRp2r4U54b0aOEz9Wlb0oBmWiLjF8m30sj2k'}")
    assert _kept("VITE_STRIPE_PUBLISHABLE_KEY=pk_test_mg8PWLEscJ7lRp2r4U54b0aOEz9Wlb0oBm")


def test_keys_named_public_or_site_keys_are_kept() -> None:
    assert _kept("the hCaptcha site key is 3I2m6KcbATA4efDcmmpKMLlsCaC1Uhd516lY5v4C")
    assert _kept("NEXT_PUBLIC_ANALYTICS_KEY=HunOHea9AbGbB08bbzelCvzuiTenRhr6")


def test_an_ssh_public_key_is_kept_wherever_it_stands() -> None:
    blob = "AAAAC3NzaC1lZDI1NTE5AAAAINYhP4maSSNgsMt0TAodBm+abR1jb5rUohjdD3udAmNz"
    assert _kept(f'command="/usr/bin/backup",no-agent-forwarding ssh-ed25519 {blob} ops')
    assert _kept(f"Sam's key is {blob}")


def test_an_age_public_key_is_kept() -> None:
    assert _kept("encrypt to age13ju3fpjyvhue074r48qnlhr4vygspl0fcv0aqrrtk7ps80dyywrg0kk8tf")


def test_a_der_public_key_is_kept() -> None:
    assert _kept("webhook verification key MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMSgeEjRM5SDLbW2n5"
                 "iooxiYcTxa5wBDllLsOAZUqfikykaZW5wsT8XF+zGErq2I9Gxl4A8lSWzgpTndUaGdnbD8k00")


def test_a_jwks_is_kept() -> None:
    assert _kept('{"keys":[{"kty":"EC","kid":"HunOHea9AbGbB08bbzelCv","crv":"P-256",'
                 '"x":"pOBr0iZwb1bke4tbAZpLZDvhrxBdfyZn1oz2mU24PrA",'
                 '"y":"d0SO4qWMuEEx1l254XPEy8qqeKzKX-ae9OCjOW2NUhE"}]}')


def test_a_dkim_record_is_kept() -> None:
    assert _kept('mail._domainkey TXT "v=DKIM1; k=ed25519; '
                 'p=d0SO4qWMuEEx1l254XPEy8qqeKzKX+ae9OCjOW2NUhE="')


def test_wallet_addresses_are_kept() -> None:
    assert _kept("tips to Fpuxt6LmntSLTzkBhYeFzXVvBmF99Ej63m6xooCeyDzK (Solana wallet)")
    assert _kept("bc1q3ju3fpjyvhue074r48qnlhr4vygspl0fcv0aqr and 0x2ffa82733902470e6f3d399d708a"
                 "a7d392077e50")


def test_an_empty_env_example_is_kept() -> None:
    assert _kept(".env.example:\nAPI_SECRET=\nDATABASE_PASSWORD=\nSESSION_TOKEN=\n")


def test_placeholder_values_are_kept() -> None:
    assert _kept("SECRET_KEY=please-change-me and API_TOKEN=insert-token-here")
    assert _kept("OPENAI_API_KEY=sk-your-key-here, DB_PASSWORD=example")


def test_base64_preferences_are_kept() -> None:
    assert _kept("layout=eyJzaWRlYmFyIjogImxlZnQiLCAiZm9udFNpemUiOiAxM30=")


def test_base64_file_data_is_kept() -> None:
    assert _kept("favicon: iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA"
                 "d0SO4qWMuEEx1l254XPEy8qqeKzKX")


def test_a_terraform_variable_reference_is_kept() -> None:
    assert _kept("admin_password = var.sql_admin_password, set by TF_VAR_sql_admin_password")


def test_a_github_actions_secret_reference_is_kept() -> None:
    assert _kept("token: ${{ secrets.RELEASE_TOKEN }} in release.yml")


def test_an_op_reference_is_kept() -> None:
    assert _kept("STRIPE_SECRET_KEY=op://Payments/stripe-live/secret-key")


def test_secret_manager_paths_are_kept() -> None:
    assert _kept("password: vault:secret/data/billing#db_password")
    assert _kept("the key is at https://billing-kv.vault.azure.net/secrets/stripe/"
                 "80d7785d3b08290562f81c2fab484283")


def test_a_kubernetes_secret_key_ref_is_kept() -> None:
    assert _kept("valueFrom:\n  secretKeyRef:\n    name: billing-db\n    key: password")


def test_encrypted_values_are_kept() -> None:
    assert _kept("api_key: ENC[AES256_GCM,data:7Ss9b9qbcdGAKN2H,iv:HunOHea9AbGbB08bbzelCvzuiTen"
                 "Rhr6,tag:wG5QjaMSL7XMZDfm,type:str]")


def test_a_presigned_looking_url_without_a_signature_is_kept() -> None:
    assert _kept("https://acme-media.s3.amazonaws.com/talks/keynote.mp4?versionId="
                 "3I2m6KcbATA4efDcmmpKMLlsCaC1Uhd5")


def test_settings_named_like_secrets_are_kept() -> None:
    assert _kept("token_lifetime: 3600, secret_backend: vault, password_reset_url: "
                 "https://acme.test/reset")


def test_digests_named_by_their_header_or_attribute_are_kept() -> None:
    assert _kept("upload header Content-MD5: cCW5XP2Tmbkx3jWLaiovJA==")
    assert _kept('<link href="/site.css" integrity="sha384-t5ub/KlYpkz9sHRO8KMkYjIdx5nKDD/IbEZ'
                 'EdbcPOBFZSlE5Nn9ZXJRZEMXH0BMC">')


def test_a_minisign_public_key_is_kept() -> None:
    assert _kept("verify with minisign -P RWRNoUHPU26QCP3sCWOyZERKy3+PIQmJz/t99ZHs1cmBhWRu+Mjfp"
                 "qbQ -Vm app.tar.gz")


def test_a_hashed_known_hosts_line_is_kept() -> None:
    assert _kept("|1|SpZ/5vzGWydNfbI9RpUItPuvEvo=|SpZ/5vzGWydNfbI9RpUItPuvEvo= ssh-ed25519 "
                 "AAAAC3NzaC1lZDI1NTE5AAAAINYhP4maSSNgsMt0TAodBm+abR1jb5rUohjdD3udAmNz")


def test_an_rsa_jwks_is_kept() -> None:
    assert _kept('{"keys":[{"kty":"RSA","use":"sig","kid":"wG5QjaMSL7XMZDfm","n":"pku4E6XhOqWf'
                 'yWk87rQPUHrBqFCGl-1u7V9004Thfr3k_pcGzAzeItJKZvzntHdteAxF0gSCSVHtmJ3wv-Omb85_cH'
                 'Bd8utmAf9aDomXTNyW8EH1n533xjX3r3eQ2oUGnV5UK5c6H","e":"AQAB","alg":"RS256"}]}')


def test_a_sealed_secret_is_kept() -> None:
    assert _kept("kubeseal output: encryptedData:\n    api_token: AgaFA4EVZayIr/Yjwaj9XE/91d7X2nE"
                 "loxPQBcW/MuwZJKL4neAuK1waG2/2idgLwNvT+AWXGH8OONR4Wi41LQOscbDnLcJHxqO3bFFtAjAn"
                 "n5p8qc3FjxkfA/Ca5NzxO3ZMnzjSgKz31rFEdQdJ2v6XxLtXrEKKX9p5dLFfklysli8p249mzYz4J")


def test_a_pgp_message_is_kept() -> None:
    assert _kept("-----BEGIN PGP MESSAGE-----\n\nhQIMA5dLFfklysli8p249mzYz4JNl6h4iywmie8iy6lEwK"
                 "I6gyxCD8w+Kw==\n-----END PGP MESSAGE-----")


def test_generated_ids_in_prose_are_kept() -> None:
    assert _kept("Event ids are KSUIDs, e.g. 2kKtCoQ69LEvHhKP25qIkYIRabc")
    assert _kept("share slug V1StGXR8_Z5jdHi6B-myT from nanoid")
    assert _kept("The physical id is Widgets-LogsBucket-1A2B3C4D5E6F7")


def test_a_search_only_key_is_kept() -> None:
    assert _kept("Algolia app id 7SS9B9QBCD with the search-only key "
                 "80d7785d3b08290562f81c2fab484283 in the widget")


# ---- credentials refused ------------------------------------------------------------------


def test_an_issued_key_format_is_refused_even_as_the_docs_example() -> None:
    """A vendor's format is certain wherever it stands; the tests of the whole server use
    AWS's documentation key as their secret, so it stays refused."""
    assert _refused("aws_access_key_id = AKIAIOSFODNN7EXAMPLE in the docs sample")


def test_a_kubeconfig_client_key_is_refused() -> None:
    assert _refused("client-key-data: LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQo0MmxudHpobUJ6"
                    "d09xWElhVWphOWVjWHI3bmRuTStZci94RFdCYytoOENJNWxCdnNUcjdSNVZTWmxGeTY3ODZHM1l"
                    "qNnlyRS9EWmIvRmtFK1IxaU9sVU1yWXh0Z2hlcUx3c0FLWGdNZ1VqZURzUng3Rk8rSjlQelUKLS0"
                    "tLS1FTkQgUlNBIFBSSVZBVEUgS0VZLS0tLS0K")


def test_a_pgpass_line_is_refused() -> None:
    assert _refused("pgpass: db.billing.internal:5432:billing:billing_rw:7Ss9b9qbcdGAKN2H")


def test_an_age_secret_key_is_refused() -> None:
    assert _refused("AGE-SECRET-KEY-1A3STDRL93JUVDXX2PF7VER53LX3XFGKG5WLZRCCDD5NAN5TPAAM3RYVCXN")


def test_recovery_codes_are_refused() -> None:
    assert _refused("2FA backup codes: eddb-94f7 91e2-0459 a893-44ed 3aa1-15ef 5451-859e")


def test_an_smtp_relay_password_is_refused() -> None:
    assert _refused("smtp relay mail.acme.test:465 login billing@acme.test pass wG5QjaMSL7XMZDfm")


def test_a_vault_token_is_refused() -> None:
    assert _refused("vault login hvs.2kKtCoQ69LEvHhKP25qIkYIR")


def test_a_prefixed_service_token_is_refused() -> None:
    assert _refused("the Fly.io deploy token fo1_HunOHea9AbGbB08bbzelCvzuiTenRhr6")


def test_a_hex_api_key_behind_its_name_is_refused() -> None:
    assert _refused("MIXPANEL_API_SECRET=80d7785d3b08290562f81c2fab484283")


def test_an_openssh_private_key_is_refused() -> None:
    assert _refused("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAE"
                    "\n-----END OPENSSH PRIVATE KEY-----")


def test_a_putty_private_key_is_refused() -> None:
    assert _refused("PuTTY-User-Key-File-2: ssh-rsa\nEncryption: none\nPrivate-Lines: 1\n"
                    "d0SO4qWMuEEx1l254XPEy8qqeKzKX+ae9OCjOW2NUhE=")


def test_a_private_jwk_is_refused() -> None:
    assert _refused('{"kty":"OKP","crv":"Ed25519","x":"pOBr0iZwb1bke4tbAZpLZDvhrxBdfyZn1oz2mU24'
                    'PrA","d":"d0SO4qWMuEEx1l254XPEy8qqeKzKX-ae9OCjOW2NUhE"}')


def test_a_password_on_the_command_line_is_refused() -> None:
    assert _refused("curl --user ops:wG5QjaMSL7XMZDfm https://ci.acme.test/")
    assert _refused("redis-cli -h cache -a 7Ss9b9qbcdGAKN2HoOnA ping")


def test_a_signed_url_is_refused() -> None:
    assert _refused("https://cdn.acme.test/f.zip?Expires=1718000000&Signature="
                    "HunOHea9AbGbB08bbzelCvzuiTenRhr6wG5QjaMSL7XMZDfm&Key-Pair-Id=K2JCJMDEHXQW5F")


def test_a_password_in_prose_is_refused() -> None:
    assert _refused("the alarm panel code is 4821-0937")
    assert _refused("The shared drive passphrase: Copper-Kettle-77")


def test_a_config_directive_password_is_refused() -> None:
    assert _refused("masterauth 2kKtCoQ69LEvHhKP25qI")


def test_a_seed_phrase_is_refused() -> None:
    assert _refused("seed phrase: orbit kitten glare velvet oxygen ladder rural tissue badge "
                    "fringe canyon abandon")


def test_a_session_cookie_is_refused() -> None:
    assert _refused("Cookie: _session_id=3I2m6KcbATA4efDcmmpKMLlsCaC1Uhd516lY5v4C")


def test_a_base64_credential_under_a_secret_name_is_refused() -> None:
    assert _refused("data:\n  api-token: M0kybTZLY2JBVEE0ZWZEY21tcEtNTGxzQ2FDMVVoZDUxNmxZNXY0Qw==")


def test_a_token_the_note_says_is_not_secret_is_kept() -> None:
    assert _kept("Twilio account SID AC80d7785d3b08290562f81c2fab484283 (not secret; the key "
                 "sits in the vault)")
    assert _kept("The Mixpanel project token 80d7785d3b08290562f81c2fab48428 is not sensitive: "
                 "it ships in the app")


def test_a_generated_resource_name_is_kept() -> None:
    assert _kept("CloudFormation named the log bucket ApiStack-LogsBucket-1QW2ER3TY4UI")


def test_a_secret_named_as_one_is_refused_even_beside_the_word_public() -> None:
    assert _refused("the real one: MIXPANEL_API_SECRET=80d7785d3b08290562f81c2fab484283 is not "
                    "public")


def test_a_documented_example_key_is_kept() -> None:
    assert _kept("Stripe's docs use sk_test_4eC39HqLyjWDarjtT1zdp7dc as the sample key")
    assert _kept("GitHub's docs show ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx as a placeholder")


def test_a_firebase_web_config_is_kept_and_a_bare_google_key_is_refused() -> None:
    assert _kept('const firebaseConfig = {\n  apiKey: "AIzaSyB7Qm2x9Lk4Vd8Wc3Hn6Ep1Tr5Yu0Io9Pa",\n'
                 '  authDomain: "notes-7f3a.firebaseapp.com",\n};')
    assert _refused("server key for the maps proxy: AIzaSyB7Qm2x9Lk4Vd8Wc3Hn6Ep1Tr5Yu0Io9Pa")
    # an environment variable's name is words too: a web app's Firebase key, not a Maps one
    assert _kept("NEXT_PUBLIC_FIREBASE_API_KEY=AIzaSyB7Qm2x9Lk4Vd8Wc3Hn6Ep1Tr5Yu0Io9Pa\n"
                 "NEXT_PUBLIC_FIREBASE_PROJECT_ID=notes-7f3a")
    assert _refused("GOOGLE_MAPS_API_KEY=AIzaSyB7Qm2x9Lk4Vd8Wc3Hn6Ep1Tr5Yu0Io9Pa")


def test_a_password_manager_named_first_is_a_topic_not_a_password() -> None:
    # French, Spanish and Italian name the manager or the policy before the password word
    assert _kept("gestionnaire de mots de passe : Bitwarden, compte familial")
    assert _kept("gestor de contraseñas: Bitwarden, cuenta familiar")
    assert _kept("gestore password: Bitwarden")
    assert _kept("politique de mot de passe : 12 caractères minimum")
    # the manager's own password, or the password of a manager, is still one
    assert _refused("gestionnaire de mots de passe, mot de passe maître : Vélo-Rouge-1987!")
    assert _refused("gestionnaire de mots de passe : Vélo-Rouge-1987!")
    assert _refused("le mot de passe du gestionnaire : Sardine!Bretonne22")
    assert _refused("contraseña del administrador: Gato_Negro_44")


def test_an_ipfs_cid_and_an_oauth_client_host_are_kept() -> None:
    assert _kept("the old CIDv0 QmT78zSuBmuS4z925WZfrqQ1qHaJ56DQaTfyMUF7F8ff5o still resolves")
    assert _kept("OAuth client 804605867306-n65thju9l3iclqm6bytmnrk8vvkmflml.apps."
                 "googleusercontent.com is the web client")


def test_a_jwks_document_is_kept_as_a_title_too() -> None:
    assert _kept('{"keys": [{"kty": "RSA", "kid": "cded874d657516e1", "e": "AQAB", "n": '
                 '"YmPd8LnhNZrgd5zIpeq97Qu_iYILQxAwTfavGQ_Uob9gEnAkZNqopRHVDq0e5L4S2z3UEncfv6nB"}]}')


def test_a_pkce_challenge_is_kept() -> None:
    assert _kept("PKCE code_challenge=Wsphubej2MWfEMg4KcYrrcCoiouU2IDZ3p9tF9QH3z8 goes in the "
                 "authorize URL")


def test_a_hex_token_named_as_a_token_is_refused_and_a_commit_is_kept() -> None:
    assert _refused("supabase access token sbp_e021621a9866f1c018bef17feecd9bc1d9df11af")
    assert _refused("wandb login c06ab3de34438872ae98b6ecf01de918e9362297")
    assert _refused("SONAR_TOKEN=squ_6b3cf1a10f29b4733d542ed2c0e692313da7355b")
    assert _kept("Fixed in commit 3f2a9c1e5b7d4f6a8c0e2b4d6f8a0c2e4b6d8f0a on main")


def test_a_telegram_bot_token_in_a_url_is_refused() -> None:
    assert _refused("curl https://api.telegram.org/bot9377345407:AAE4Eus1PRHHfELkqctRLn9EBb3rI2W"
                    "FJtr/getUpdates")


@pytest.mark.parametrize("text", [
    "Passwort für das NAS im Keller: tmtj7M2ygpGZFficYiwc",
    "mot de passe du compte Free : 2OqXwZT0MeXBLLxdw607",
    "usuario: admin, contraseña: y4ZNQhmytuKXFJ (panel del hosting)",
])
def test_a_password_named_in_another_language_is_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "my bank card pin is 7432",
    "code PIN de la carte bleue : 2991",
    "garage door code 265339#",
])
def test_a_pin_is_refused(text: str) -> None:
    assert _refused(text)


def test_pinning_a_version_is_kept() -> None:
    assert _kept("pin numpy to 1.26.4 until the 2025 release")


def test_numbered_recovery_codes_and_a_wifi_password_are_refused() -> None:
    assert _refused("Bitwarden 2FA recovery codes:\n1. nzo0-z58y\n2. 2ffc-w9j6\n3. 10o2-do0a")
    assert _refused("Guest WLAN: acme-guest / xj8g7IeAaoRH")
    assert _refused("SMTP relay user forms@acme.test, app password dunhlmfbwrnluqcy")


@pytest.mark.parametrize("text", [
    "<server><id>nexus</id><username>jenkins</username><password>TFovQ8aiyz7GhdNUpezv</password>"
    "</server>",
    "7z a -pVT%9V%1QbV0D&tc1 -mhe=on taxes-2023.7z ~/Documents",
    "Visa 4837289537094914 exp 09/28 CVV 130",
    "Frase semilla: address, among, ancient, armor, age, arrow, orbit, apart, awake, airport, "
    "artwork, argue",
    "O código do portão da garagem é 480611",
    "Safe code (hotel room 412): 606447",
    "//npm.acme.internal/:_auth=Y2k6TGFudGVybi02Ni1SYWluIQ==",
])
def test_a_credential_in_a_config_a_command_or_a_wallet_is_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "cache key: Linux-pip-2de72e36a82d3df24d82d505897c4b1753657351d487def653ec045b7170c1d4",
    "sops age: age1dd83p2gc4jyx9rttu6n8ex9sjue8lakemlqhgyf8s7c4myzx7n9sfjnxwp,age1cejc473snljvmvs"
    "m635fxyyeu9r8x6uumxmys9aettr0x0k7wujgl34ng3",
    "KeePass: Root/Work/Infra/iDRAC server-03",
    "Monero 4DCNkKVFYDXhEr3vj38qQoUG98aBb6YSPbYvDH3tuT11yZeiZWpZ11GrZBpoPxY5H6muM8Bs4hUj8E7jzH",
    "the IMEI is 490154203237518",
])
def test_a_cache_key_a_recipient_list_a_vault_path_and_an_address_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "altool --upload-app -u dev@acme.test -p qphi-nzmw-tbjb-tcfu",
    "Google app password for the printer scan-to-mail: clos tldv qqct clnv",
    'db, err := sql.Open("mysql", "reporter:HDiDGRLVOsm8FNpXkV@tcp(db.internal:3306)/sales")',
    "WLAN-Schlüssel im Ferienhaus: Apfelbaum3247!",
    "Codes de secours Proton : bid9k2v2, nzl497ow, 9zb7l9fa, hqxi3o2b, y2g1n8r1",
    "2FA setup key for the exchange: mm36 lz2y 63y6 2phy nqa3 il7d ox4i v6rj",
    "PagerDuty REST API key (read/write, for the bot): _8ma9Bs4b0__QX5n+dLk",
    "The Datadog application key Priya made for the script is 7cc13b902f25665502ebb8fd67f5223b56f3",
    "Das ZIP für die Steuerberaterin hat das Passwort J94DVhFoZHV77y5yAMee",
])
def test_a_credential_named_in_passing_is_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "my PGP key fingerprint: 95E8 0FF1 12B0 D033 9CBC 163F E6B7 AED5 931A 2CCF",
    "Release signing key fingerprint: 8453FF59E04E63B84D988D2050FB838FFB2B4E95",
    "JOSE header of the id_token: eyJhbGciOiAiRVMyNTYiLCAidHlwIjogIkpXVCIsICJraWQiOiAiOTc0YTNkMG"
    "UtNDc2NC00NTM5LWE1MTktODM1OTRmM2E4N2FmIn0",
    "I changed the wifi password yesterday, the new one is in 1Password",
])
def test_an_attribute_of_a_key_is_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "DRIVER={ODBC Driver 18};SERVER=tcp:db.windows.net,1433;UID=etl;PWD=B5&Zo76OFeDZswOA",
    '$config["smtp_pass"] = "&bw1JM&#RMtV7pcE";',
    'smtp.login("alerts@acme.test", "Maple-54-Fox!")',
    'val props = mapOf("user" to "etl", "password" to "624AtIHtveNhQVzCjmJe")',
    "WIFI:T:WPA;S:CasaRossi;P:iy5kL4ayUcEJjw;;",
    "la clave del wifi de la oficina es 7ggoOeyhYRyH",
    "headers = {'Ocp-Apim-Subscription-Key': '1c2a30e3dbdc606f36ae7f9240a23f04'}",
    "GitHub webhook secret for the deploy hook: ebca0dde68532d7ebfdaeee26564db781c3ababc",
    "AES-256 key for the backups (hex): cc76067b72dea9e5999c6b0dc8c3f7e2b9bf8786c959d2aedd3fda72",
    "Bitwarden Masterpasswort: Harbor-95-Tide!",
    "mother's maiden name for the bank: Fitzgerald53",
    "Sublime Text license:\n----- BEGIN LICENSE -----\nSam Weber\nEA7E-556027\n----- END LICENSE"
    " -----",
])
def test_a_credential_in_code_a_qr_string_or_a_security_answer_is_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "photo IMG_6597_22fe1d85.jpg is the good one",
    "npm audit flagged GHSA-5q96-5wfj-qm83",
    "cache_key = Linux-pip-2de72e36a82d3df24d82d505897c4b1753657351d487def653ec045b7170c1d4",
])
def test_a_file_name_an_advisory_and_a_named_digest_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "Mum's phone unlock code is 212770 in case she can't get in again",
    "Code de déverrouillage de l'iPad de Léo : 653268",
    "tablet at the nurses' station unlocks with 773969",
    "Garagentor-Code (Handsender neu angelernt): 2996",
    "Clé de récupération Microsoft du compte : AZQP4-7BOPB-8V8BK-B65T4-607W8",
    "client = Client('ACd25cd15ad1794117574edda9d725cb05', 'fdb8ba3db322b9a4ca7edf7cd97543a4')",
    "Brightspace: s9633544 / 8fiXtmwOZE",
    "Osiris login = studentnummer + wachtwoord Fiets4228?",
    "password reset link for the roster: https://roster.hospital.test/reset/5d6a5633-333a-4aeb-"
    "8593-f29014d32043/rFRAE0x9tf9lVPbsYDqMpbWxFAzKfBT1",
    "APP_KEY=base64:vk8b8McGpbNlmqSWMRuUL9fi7RSLuu3J19fL1T/mgh0=",
])
def test_an_everyday_code_a_login_line_and_a_reset_link_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "final exports in ~/Work/Client_Brisa/logo_3373e63f_v12_FINAL(2).png",
    "stripe test card 4242 4242 4242 4242, any future exp, any cvc",
    "the postal code is 10115 and the zip code 94107",
])
def test_a_path_a_test_card_and_a_postal_code_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "pw for the home wifi (FritzBox-7590-QX) = lmtpbxla5ktqjr2s",
    "WLAN Praxis Dr. Weber – Netz: Praxis-Intern, Schlüssel: 4895-2372-4443-7984",
    "| device | user | password |\n|---|---|---|\n| nas.lan | admin | #m!3tuKyCYMMlmJ |",
    "| card | number | cvc |\n|---|---|---|\n| amex (travel) | 373613599857850 | 6540 |",
    "Photos NAS: the password grandson set up is Bluebell163! (user 'margaret')",
    "Code porte immeuble atelier : U1789 (porte de gauche)",
    "Tresor im Schlafzimmer: 558 763",
    "Gym locker padlock combo 6700",
    "github recovery codes -> 4f172-d0792 07ac6-20c6d 5924c-8e91e ab531-d09a5",
    "LUKS passphrase for the backup drive: quarter garlic harvest bridge tomato",
    # a French word list keeps its accents, and French quotes hold a space
    "mot de passe maître 1password: métro pixel swift sucre tempête",
    "Phrase du gestionnaire de mots de passe : « tartine hirondelle pomme chaton 96 »",
    "define( 'DB_PASSWORD', 'Huc#qiHG8KjDSHtv#3' );",
    "discord webhook: https://discord.com/api/webhooks/463049417998647569/1gowwO2mxP2L7EAwTFizyq"
    "S8CJ68_FhIYvTHhLAf6UauHrEttVg_14UO9Ccwi8pYoGo9",
    "FileZilla — serveur : sftp.imprim.example, login camille, mdp vjBZQhfRz6q",
    "lftp -u webmaster,dSJcb0NP4nVna sftp://web.example",
    "router admin page 192.168.178.1 pw: tyw3rnhr59",
    "Modem Telekom: Gerätepasswort 33102885",
    "PUK-Code der Handykarte von Oma: 83802800",
])
def test_a_credential_in_a_table_a_shorthand_or_a_lock_is_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Clé publique à envoyer : ssh-ed25519 AAAAC3NzaC1lZDI1NTE5vSgOvrdwIfScOLbptDhDWXy3xPSIWuaK",
    "| room | floor | locker |\n|---|---|---|\n| 2.14 | 2 | 114 |",
    "passphrase: see the entry in the vault",
    "mot de passe : réinitialisé après trois essais ratés",
    "mots de passe : changés tous les trois mois, jamais réutilisés",
    "the garage door was fixed on 2024-05-03 for 1200 euro",
    "Garage: 3500 EUR for the new roof, paid in May",
])
def test_a_public_key_a_plain_table_and_a_garage_bill_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "Teams webhook: https://acme.webhook.office.com/webhookb2/11013c5d-fe6a-4255-8b8a-75a4f65935"
    "03@20348552-9d00-4ca5-ad67-bf3b2b4cd314/IncomingWebhook/d96cb725a4521ce150800e618c7f3545/x",
    "Das Client-Secret der Azure-App von Jonas ist kQ48Q~b2Ddw7iH.z1Xmt.Emf_8MfVhttyx6wH",
    "jdbc:oracle:thin:scott/dfORoY5JgX16sZuAI5b5@//ora.acme.internal:1521/ORCLPDB1",
    "Django SECRET_KEY = 'r6q5(83hz$$f!qx8x^c$u9rc5+u&bqu*d4=19xcx5-wo#li&ge'",
    "secret_key_base for the Rails app: a2ebb54890e9ca285168cd31bbd44dcd4f1a7476b74d1455fdfe",
    'The passphrase on the id_ed25519 key is "raven oyster walnut walnut pepper"',
    "WLAN-Passwort bei Oma: 96547072713560864493",
    "Le code Wi-Fi du bureau est QzNCz9Ja3aOs",
    "La contraseña del wifi del piso es LYh+buh1TLt2S0+m",
    "La combinación de la caja fuerte es 99-00-06",
    "EMAIL_HOST_PASSWORD=cakz qyrd bryg ogeg",
])
def test_a_credential_in_a_framework_setting_or_a_sentence_is_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Guest Wi-Fi 'Cafe_Guest' is open, no password; the main network is 'Cafe_Staff'.",
    "OpenAI project proj_MRo9Xgl6395NBbPQEf3tfBrl has a monthly budget of $50",
    'MongoDB document _id ObjectId("03ecad07ee0575a8eb226f9f")',
    "Clé de site Turnstile : 0x4AAAAAAApASeDg65feQC77",
    "The APK signing cert SHA1 is F5:D0:E5:D5:4E:A9:C1:4F:C9:8C:B5:D4:5B:8A:F0:3B:C5:B6:3E:5F.",
    "session_cookie_name: __Host-acme_yppwtd, max_age: 86400, same_site: lax",
])
def test_an_open_network_a_project_id_and_a_cert_fingerprint_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "Cabin wifi — network LakeHouse5G, the key is 4m75UcabYyH1",
    "WLAN bei Oma: FRITZ!Box 7590 XY, Netzwerkschlüssel 8356 3443 8852 1581 9912",
    "calendar feed (private link, anyone with it can read): https://cal.acme.test/ical/cef448f8-"
    "989b-4153-8a57-79cd09096351/private-b5837ce7686ed36a0ba153a3e53f6284.ics",
])
def test_a_wifi_key_and_a_private_link_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Twilio Account SID (identifier, not the token): AC692f2d4028c5b676964eb3916174645a",
    "SealedSecret encryptedData.password: AgzcGRkRAnc9B5e14ANc7bJv6o7OaBbYv3Lu2YEEyWUnxD09Eqmhl"
    "W2iKletwXYc8TuvMfHSKX3WsZ1CXNE5XcGMdqRGobN8/p637Vx6NBPFmmAjTCQM9pnqZzBVKkWj5CAkKD3rUjnEv9pp",
    "Clave pública VAPID para las notificaciones push: BO58T3Xgb4yekQKF6JjF0LmKCrq0WRHE-sXOc5VBN"
    "BNS3kWs8QfvALOGiIGgtugiyER0yTrDW5itzcuIfjqE9Bd",
])
def test_an_account_sid_a_sealed_value_and_a_spanish_public_key_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "DHL Packstation 398: Abholcode 630267 (Paket vom Fotohändler)",
    "Kod do odblokowania telefonu Zosi (na wycieczkę, gdyby się zgubiła): 450919",
    "Código do cadeado da bicicleta: 2064",
    "Aktivierungscode für die photoTAN-App (Brief vom 3.6.): 7420 7152 5993 4922",
    "Per gli ospiti: la cassetta delle chiavi accanto al portone si apre con 8326",
])
def test_a_code_named_in_any_language_is_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Postcode 10115, error code 4012 on the card reader",
    "Kod pocztowy 00-950 Warszawa, kod rabatowy w mailu",
    "Booking code for the ferry: 884213, departs 07:40",
    "Código do produto: 7891 2345, preço 12 €",
    "The opcode 0x90 is a NOP; HTTP status code 5031 does not exist",
])
def test_public_kinds_of_code_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "My Gmail password is capital E, banana, four, two, exclamation mark",
    "Das Passwort für Papas E-Mail: großes T, wolke, sechs, drei, Fragezeichen",
    "la password della mail di mamma è O maiuscola, sole, due, nove, cancelletto",
    "my adobe password is walnut harbour 1145 all one word with a capital at the start",
    "Email for the bakery orders: orders@crumb.example / Gm8n6G%+a8N5wJID",
    "Client gallery site login (SmugMug): lena.hart36@mail.example, SmZC1KM88btEiiZkGiwF",
    "Card on file:\nVisa 4421 7257 1467 1919\nexp 03/28  CVV 393",
    "Private key of the wallet I use for print sale payouts: 0xa48c252a23b0d11e7bb2a79315933a8a"
    "9cf5020d90797c912bb92e9358a07f15",
    "Mailchimp API key for the newsletter: 542098d659d87ac52f008da6529ac836-us4",
    "DD_APP_KEY for the export script (scope dashboards_read): 3b13914454e4ef7d5cc4fbc9666f850db"
    "80ee782",
    "ldap_default_authtok = sGXWMONRpCYevrs1IIQJ",
    "her memorable data is Whiskers89x",
])
def test_dictated_passwords_account_pairs_and_named_keys_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Password rules: a capital letter, a number and a symbol, at least 12 long",
    "the password is the same as the one for the router 2024",
    "support@crumb.example, orders@crumb.example",
    "The Firebase apiKey AIzaN8nPSA6L83qWG5I-rxCfR5uq4hYuHLDnV1M is an identifier, not a secret.",
    "sops:\n    kms:\n    -   enc: AQICAHhnepY3i3cvvrIUf67R67kyqkKFhu01Xinnslv2sCxDZxpYAmdPMNmL"
    "qgpowE0KQe4UkDqWdSldG4KOqa26F3T84npVF17c0CvZwNHbktUMoSZwYqgZ7Yu==",
])
def test_password_rules_a_contact_list_a_key_said_public_and_kms_ciphertext_are_kept(
        text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "kubeadm join 10.20.0.10:6443 --token e7qckh.c1ew6hlcjcn3y6re --discovery-token-ca-cert-hash "
    "sha256:e5a92a59d47d545d2e33ee752647aecf19ed9482e0a27e9acd050fa7b4cccdd6",
    "echo 'db-ledger.internal:6432:ledger:ledger_app:yIzLDVLrAsCFZ6vC20yh0p' >> ~/.pgpass",
    "Backup codes for the IdP break-glass admin (print, then delete this note): 0629-6322  "
    "6061-5104  0926-0927  0150-7149  4483-4606",
    "TOTP seed for the shared on-call Cloudflare login (add it to your authenticator): WOEH VM6Z "
    "QNR4 SOPS 2BSU XOLS ESIT KQPB",
    "config/master.key for the admin app: 3b29545fdec0b88d9d2d39d3ca2e8314",
    "If SSO is broken, log into the firewall web UI as admin with dmo22e1euvTbAg, then rotate it.",
    "Das root-Passwort der Hypervisoren lautet w1NI13ynnMlJUy2aH0zf",
])
def test_a_join_token_a_quoted_pgpass_line_and_break_glass_prose_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "instance profile eks-node-90go5j5g-NodeInstanceRole-PP5L4NP2H2D1 is missing ssm:Update",
    "wg show: peer bGUO3CT/A2xbYIZQh6aBY5RBS34sIgZexfUJTDeAD7E= (publieke sleutel)",
    "Maps JS key AIzaKfYbfCJHWd8K8eH4VZDG1Isc1B7TGAo8zhI is restricted to HTTP referrer "
    "https://*.acme.test/*",
    '<script src="https://maps.acme.test/js?key=AIzaOLdWpP71AZNjuvgqFLpZVSSO233J1FkmIdx"></script>'
    " (browser key, referrer-locked)",
    "retry the refund with header Idempotency-Key: 2c7ee72c-4eb4-4cb7-9cbf-e734fa336243",
])
def test_a_generated_role_a_dutch_public_key_a_browser_key_and_an_idempotency_key_are_kept(
        text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "Hofmann, Lea\tlea.hofmann@school.test\tigP5I%TFUnuDk#w+\t5b",
    "intranet.acme.test    m.keller    Wndb*X4MxV2gbp",
    "Synology at the office: http://nas.acme.internal:5000 admin / 24Om!51FZV7dkM",
    "App password for the scanner (scan-to-email, scanner@acme.test): obilstwfdjaxundi",
    '<Pass encoding="base64">TXBRbUQlNEZXJiZibWw=</Pass>',
    "<AdministratorPassword>\n  <Value>I!be-k9+kkzIoChx</Value>\n</AdministratorPassword>",
    '#define WIFI_PASSWORD "g5ID7I9kheLiio2L84"',
    "radius-server host 10.10.1.21 auth-port 1812 acct-port 1813 key 0 Anchor@cinder462",
    "crypto isakmp key FDI1aTXkvO3z1q1t7H address 203.0.113.10",
    "snmp-server community epkIq3HB6KHPsE RW 10",
    'set security ike policy P pre-shared-key ascii-text "$9$244aGQz6CA0GD9p0OIRwYgoZj6"',
    "BitLocker recovery key of NB-017: 538054-720104-441727-619157-305954-361504-478038-115126",
    "static const u1_t PROGMEM APPKEY[16] = { 0x8B, 0x44, 0x42, 0x94, 0xC6, 0xC2, 0xA5, 0x8B, "
    "0x3A, 0x8A, 0xAF, 0xDA, 0xBE, 0x2B, 0x29, 0x70 };",
    "Mot de passe administrateur du copieur (interface web http://10.1.0.21) : REW1TyYRh7",
])
def test_pasted_rows_router_configs_firmware_and_windows_secrets_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Meyer, Jan\tjan.meyer@school.test\t+49 30 1234567\t4b",
    "feature flag key checkout-v3-h10xad8b is at 25 % rollout",
    "figma design key kH6XuZNA3RqvUjipa5Cq63 for the icon set",
    "SKU-4421-XL    Blue shirt    12 in stock",
    "La api_key de google-services.json (AIzaHOHYeCzQvsnBaF8ttcKs_tXKUMaC9cGqLW6) es pública por "
    "diseño: va dentro del APK.",
    "チェックポイントの sha256 は aed965d0f30ad0150a7a48b1e099c3c7"
    "40196cbbd27651da96fba5518d989f6c。",
    "interface GigabitEthernet0/1\n description uplink to core\n switchport access vlan 20",
])
def test_contact_rows_prose_keys_firebase_keys_said_public_and_checksums_are_kept(
        text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    '<add key="ClearTextPassword" value="xuZH6lIupZb2EpbTmWZf43b0" />',
    'resp = requests.get("https://api.acme.test/v1", auth=("billing", "1vwVkFEO8irytbsnT0"))',
    "$pdo = new PDO('mysql:host=db.acme.internal;dbname=shop', 'shop', 'thG3Yy3VOWbkrOsGJ2Tc');",
    "Net::SMTP.start('smtp.acme.test', 587, 'acme.test', 'billing@acme.test', '2y1JSNOKYg0TMtq3',"
    " :login)",
    "Compte Ameli : identifiant 1611669810769, mdp UVCfUlN5lePb4Fv9",
    "Stadtwerke Kundenportal: Benutzer k.becker15, PWort bJmM9huJdsQ#!Kgd",
    "Poczta firmowa: login biuro@acme.test, hasło *RdiarSHeeHF0Tzn",
    "login hr@acme.test / -6R6wEF3MvB2I5P9",
    "Router admin password, read over the phone: sierra, capital Alfa, yankee, zero, capital "
    "Tango, nine",
    "Il m'a épelé le code du compte : F majuscule, X majuscule, deux, h minuscule",
])
def test_passwords_in_calls_net_configs_other_languages_and_spelled_out_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "spring.datasource.password=ENC(gVQiJyOBNk8tWhW/WVgoRawwIet4a7AUmVKgiUCbBMnq3VV36qmz30UR)",
    "config/credentials.yml.enc is 7421Kf23Jj38HSJ0VtQHQWQGvE1OTrriGSu2WLk4EbjxbF7apSPD--F/Hr5H8"
    "nfkEcegXU--9E/YwBTdYp3GyXktg2OycA== (needs master.key, which is not here)",
    'client.get("orders", "recent")',
    "the card ending *4821, PIN ****",
    "run it with --no-verify-ssl and -Xmx4g",
])
def test_jasypt_and_rails_ciphertext_plain_calls_masks_and_flags_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "ok note to self the pin for the business card is nine seven two seven",
    "Mum's burglar alarm: to disarm type 9616 then press OFF.",
    "the driver types *8774* on the keypad",
    "The KeePass database on the NAS opens with 1Vj3CK!KSJOp*lPK; no key file needed.",
    # the pair's secret half: its consumer key (ck_) alone is kept, as an id is
    "Claves de WooCommerce: ck_9d696d21b4727961e58a7cb6e95d54e836e88999 / "
    "cs_04be3f1f8fcd0c2e1e0d9e2c49d8b0e4c3d7f1a2",
    "Gym locker combo: 0-8-5-1",
    "okay the twelve words for the wallet are blanket banana cushion anchor board bounce butter "
    "banana bicycle banana ability board",
    "Security questions for the bank: mother's maiden name Haverford, first pet Biscuit",
    "netflix:famille.hart40@mail.example:dJSDIQoC-7zvnxHP",
    "| Flat | Wi-Fi key | Key safe |\n|---|---|---|\n| 1 | rEBezi5tAWxu | 6247 |",
    "name,url,username,password\nPayroll,https://payroll.acme.test,m.keller,yUqgqZn6E8uj1xJ3",
    "done, unlocked your AD account and set it to Dnbwla090$",
    "Ihre persönliche Geheimzahl (PIN) für die Karte endend auf 3453 lautet: 3454",
    "WordPress application password for Zapier: 1167 0Sm5 86CH bVo0 cpdG mvNN",
    "Auth code (EPP) to transfer hotel-seeblick.example: 9oNq08EiB3!#uQ",
    "Password | A1kf1sGzy9cN",
    "SMS: Ditt lösenord till bokningssystemet är Pgvejg151%.",
    "Hoi, het beheerderswachtwoord van de kassa is Otter-34-Tide!",
    "auth.txt next to the .ovpn file:\nremote-staff\nTO5fCjYayMtHU20grF71",
    "username backup privilege 15 password 7 011B0F3E4E5A342B327C6025345611",
    " ip ospf message-digest-key 1 md5 ODYDu!uHew81HB",
    "mosquitto_pub -h broker.acme.internal -u sensor-gw -P '0ufm*oCcA354YI' -t plant/temp",
    "steamcmd +login acme_buildbot Dune@cinder325 +quit",
    "Mot de passe LAPS du poste ACC-PC22 : %TBSJJI0yvcymV%JCfCS",
    "Kaggle: Nutzer acme_research, key d2bff5177b67cfd81cc32b140f806ade",
])
def test_household_codes_exports_office_pastes_and_device_configs_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Xcode picks Provisioning Profiles/CDFD0C3D-1136-4E34-BD31-A4049DFEE89A.mobileprovision",
    "HKLM\\SOFTWARE\\Uninstall\\{E0B4B5E4-2E04-43AD-81D2-F191B68574CB} DisplayName=Acme Sync",
    "Receipt OCR:\nVISA CONTACTLESS ****1547\nAUTH CODE 150291",
    "TSE-Signatur: MbldwVcUAgV9GX6V8CoOUUAptom2MRc9UcjfZyVRqBsv4bHBOOAEGHmCDDEYoACr",
    "name,url,username,note\nIntranet,https://intranet.acme.test,mkeller,ask IT",
    "set the timeout to 30s and the tag to v2.3.1",
    "copy it to %APPDATA%\\Acme\\config.ini",
])
def test_paths_with_uuids_receipts_plain_exports_and_env_paths_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "Adyen: user admin_oncall, walnut.zeppelin.6122 is the password (2FA on the phone)",
    "referee portal: refsec@hc-acme.test / baguette.Sonne.4166",
    "Schlüsseltresor am Geräteraum: Kombination 5-1-5-1",
    "WLAN zuhause 'Vogelnest': Xjjb8bFNlIOU20TZ",
    "Bitwarden master password (family org): Sonne citron citron soleil falcon",
])
def test_a_password_before_its_name_a_dotted_passphrase_and_a_networks_key_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Mailgun key for the receipts domain: 3f9a0c1d2e4b5a6978cdef0123456789-1a2b3c4d-5e6f7a8b",
    "Gmail app password for the office printer to mail scans to us: wpzq lmnr tadk vbey",
    "password per le app di Outlook, quella della segreteria: kqtwzmxnvbrplhsa",
    "smbclient //files.acme.internal/share -U backup%Fz8kQ2mLx1 -c 'ls'",
    "Kasa sistemi yönetici şifresi: Zk4mP9xQw2",
    "Ο κωδικός για το router είναι Harbor-42-Owl!",
    "Güvenlik sorusu (annenizin kızlık soyadı) cevabı: Yılmaz",
    "Bank security answers for Mum\n- first pet: Biscuit\n- first school: St Anne's",
])
def test_mailgun_keys_app_passwords_samba_logins_and_turkish_and_greek_passwords_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUJkekNDQVIyZ0F3SUJB",
    "La parola del giorno: Serendipity (il gioco di parole della classe 4B)",
    "Ο ταχυδρομικός κωδικός είναι 10558",
    "Security questions are set up for the bank; the answers are in the safe",
])
def test_a_ca_certificate_an_italian_word_a_greek_postcode_and_answers_elsewhere_are_kept(
        text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    '"type": "random_password", "name": "db", "instances": [{"attributes": {"length": 20, '
    '"result": "q8$LmZr2vN0pTw4xYc1B"}}]',
    "$ rabbitmqctl change_password svc-billing 'Qm4vT8zLw2pN6rKx'",
    "curl -H 'Authorization: GenieKey 5c9e2a71-3b4d-4f8e-9a6c-1d2e3f4a5b6c' https://alerts.acme.test",
    "Energy supplier login: gran.mo@post.example password thistle.marmalade4",
    "Gmail\ngrandma.bee@mail.example\npasword: HollyBerry77",
    "Water account online: w.bee@post.example / Daffodil58",
    "PASSWORDS (keep in the drawer)\nLidl - tulip.biscuit9\nPost office - Bramble2023",
    "PASSWORDS\nBank Barclays\nEmail Hunter2024x",  # not only the heading's next line
    "bike lock (the green one) 4471",
    "cadenas valise : 392",
    "combinaton lock on the shed: 0415",
    "my phone unlock pattern (dots like a keypad, 1 top left): 2-5-8-6-3",
    "Code CB de papa (pour la pharmacie) : 7720",
    "Building society security questions:\nfather's middle name - Albert\nfirst car - Mini",
    "Pytanie pomocnicze w banku: nazwisko panieńskie matki - Nowak",
    "Ola podyktowała hasło do poczty: duże K, małe o, małe t, trzy, pięć, jeden",
    "het wachtwoord van de laptop: hoofdletter R, kleine o, zes, zeven, twee",
    "voicememo de code van de garage is vier acht twee negen",
    "Holiday cottage Wi-Fi, network Fernlea-5G, password RT84KXQ2PM",
])
def test_passwords_in_family_notes_lists_locks_and_dictation_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "postgresql:\n  auth:\n    existingSecret: shop-pg\n    secretKeys:\n"
    "      adminPasswordKey: postgres-password\n      userPasswordKey: password",
    "$ wg pubkey < /etc/wireguard/private.key\nq3Zr9Fo2mKxT7vN1pL8sW4yB6cD0eG5hJ2kM9nP1rS4=",
    "interface: wg0\n  public key: (shown in the UI)\n"
    "peer: Kd8sP2mX9vQ1rT6yW3zB5nL7cF0gH4jA8eU2iO6pR1s=",
    "Statsig client SDK key client-Z8yX7wV6uT5sR4qP3oN2mL1kJ0iH9gF8eD7cB6aZ5yX ships in the app",
    "Stripe endpoint we_1Nq8ZpLk2Jd9WcXy fails on evt_3Mv7TrHs6Gf2QaBe (three retries)",
    "The bike lock cost 45 euros at Decathlon, model 2022",
    "Knitting pattern for the scarf: knit 2, purl 2, rows 1-4-1-4 repeated",
    "the netrc on the runner has logins only:\nmachine git.acme.internal login svc-build",
    "wg0.conf reads its key from a file: PostUp = wg set %i private-key /etc/wireguard/%i.key",
    "Terraform reads the password from var.db_password and module.db.admin_password",
])
def test_key_names_public_keys_object_ids_prices_patterns_hosts_and_paths_are_kept(
        text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "$ bin/elasticsearch-reset-password -u elastic\nPassword reset.\nNew value: Tq8vLz2pWx9mNc4r",
    "$ argocd admin initial-password -n argocd\nk9Vb2XqLm7Pz4RwT",
    "CREATE USER 'etl'@'%' IDENTIFIED BY 'Xq7!mPz2vR9k';",
    "helm upgrade agent --set datadog.apiKey=4be1c7d09f3a2e8b6c5d4a3f2e1d0c9b",
    "the new pasword for the council site is now Bramble742?",
    "zmieniłam hasło do banku na sroka8812",
    "Videoland: oma.jo@acme.test ww Tulp55*",
    "NETFLIX (family)\ngran.jo@mail.example\nMarigold_917*",
    "pharmacy app: gran.jo@mail.example code 604118",
    "key safe by the back door - 7391 - scramble after use",
    "note on the fridge: FRONT DOOR KEYSAFE 6083 / ALARM 5296",
    "iPad code 902114",
    "portiekdeur flat oom Kees: 8264",
    "hoofdwachtwoord van Bitwarden: tulp molen merel tulp",
])
def test_new_passwords_printed_said_or_stuck_on_the_fridge_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    ".env.example:\nJWT_SECRET=<generate with openssl rand -base64 32>\nPORT=8080",
    "db_password: \"{{ lookup('community.general.onepassword', 'Shop DB', field='password') }}\"",
    "travis env:\n  global:\n"
    "    - secure: \"kX9vB2nQ7mL4pR8tW1zY5cF3hJ6sD0gA2eU9iO4rT7yB1nM8qL3vX6zP5wK2\"",
    "alarm company customer number K-381924, service line +49 800 555 0101",
    "set the alarm for 0630 and the kettle timer for 0645",
    "the wifi is Wi-Fi 6, 802.11ax on the new router",
    "Login for the council site: the password is in the red notebook",
])
def test_template_lookups_encrypted_ci_values_customer_numbers_and_times_are_kept(
        text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    # A second reviewer's ordinary notes against this session's new rules: each was refused
    # by one of them before it was narrowed (the three alarms, by an older rule).
    "The alarm clock is set to 0545",
    "Alarm schedule: arm at 2330, disarm at 0630",
    "Alarm system quote: 2400 + VAT from ADT",
    "Garagedeur 2400 breed en 2125 hoog, offerte aangevraagd",
    "Visited Bath, the grandeur of the Royal Crescent, built 1767-1774",
    "changed my password manager to Bitwarden",
    "The password policy is now 90days rotation",
    "Changed my password in January2024 after the breach email",
    "My bike lock cost 120 pounds",
    "Luggage lock broke on the flight to Rome, flight BA2548",
    "Padlock on the shed: Master Lock model 1178D",
    "Suitcase lock 2023 Samsonite, warranty card in drawer",
    "Screen unlock pattern tutorial: step 1, 2, 3, 4 on page 5",
    "The phone case pattern Lily chose: stripes 2-4-6-8",
    "Κωδικός πελάτη ΔΕΗ: 3021887451",
    "Ο κωδικός προϊόντος είναι AB1234XZ",
    "Şifresiz ağ: KafeMisafir2",
    "Hasło musi mieć duże i małe litery oraz cyfry",
    "Pincode van de nieuwe bankpas komt over een twee drie werkdagen per post",
    "Plumber: dave@plumb.example\n07700900123",
    "Team lead: lisa@work.example / ext4471",
    "Contacts:\nmarco@example.it\nRoma2024",
    "WiFi speed test result - 480Mbps",
    "Wi-Fi printer setup done - HP-OfficeJet-9015",
    "App code freeze until 20250115 for the release",
    "iPhone code signing certificate expires 2026, renew in Xcode",
    "openssl rand -base64 24 is what I use for new keys\nNotes2024",
    "Password for the app is the same as the website, just like last year",
    "Wachtwoorden\nKPN mail - in 1Password\nING - in 1Password, vault Gezin2",
    "Phone code 0044 (UK), drop the first 0 of the mobile",
    "Security questions for the council tax site:\n- first school - will set up later with Tom",
    "Pytanie pomocnicze:\n- imię psa - zapytać Kasię, ona pamięta",
    # refused by an older rule, whose "up to two capitalised words" took any word
    "Zmieniłem hasło na 12-znakowe, jak wymaga bank",
    "changed my password manager to 1Password",
])
def test_ordinary_notes_near_this_sessions_rules_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "Wi-Fi: FRITZ!Box 7590, 5 GHz band for the office",
    "Password policy: minimum twelve characters, rotate yearly",
    "Upgrade path: Next.js-14.2 / React-18.3 in the same sprint",
])
def test_a_router_model_a_policy_and_versions_are_kept(text: str) -> None:
    assert _kept(text)


# Ordinary notes a second reviewer wrote against this session's rules: each was refused by
# a rule before its fix (a year, a port or a version beside "code", "opens with", a product
# and its version around a slash, a ski pass column, a policy's numbers).
@pytest.mark.parametrize("text", [
    'Stack for the new site: React / Next.js-14.2 and Postgres.',
    'Tested on Chrome / Firefox-128.0 and Safari.',
    'Supported archs: x86_64 / ARM64-v8a.',
    'Contact anna@corp.example +49-171-5550123 for the keys handover.',
    'Escalate to support@vendor.com (Ticket#4471) if it fails again.',
    'Forward to billing@acme.com INV-2024-0042x when it arrives.',
    'The exhibition opens with Monet-1872 as the first painting.',
    'The film opens with 1945 Berlin in ruins.',
    'The shop opens with 5000 items in stock.',
    'Open the router page and enter 8080 as the port.',
    'In the OpenAI playground type 4096 as max tokens.',
    'To open a ticket, dial 4357 from any desk phone.',
    'I spoke in March 2024 at the panel on AI safety.',
    'Preferred combination: 4-3-3 with a false nine.',
    'Combination dose: 500 mg twice a day.',
    'Max combo: 999 in the rhythm game.',
    'Security questions: Still need to set them up for the bank.',
    "The bank's security question is: What was the name of your first school?",
    'The code runs on port 8080 in dev.',
    'The dev server started from VS Code listens on 3000.',
    'Solved LeetCode 1004 today, sliding window.',
    'Check the building code 2021 edition before the renovation.',
    'Our SIC code 6201 goes on the annual return.',
    'HS code 8471 applies to the laptops we import.',
    'Pantone code 2945 is the brand blue.',
    'I got a nice tan in 2023 in Spain.',
    'Kodi runs on port 8080 on the living room box.',
    'The code freeze starts 2025 January.',
    'Changed the code to 2048 bits.',
    'Squawk code 7500 means hijack.',
    'The code review took two, three days.',
    'Code review: Capital One integration still failing.',
    'Der Code hat ein großes Problem mit Unicode.',
    'Code: zero, one or many items are allowed.',
    'Company password policy: minimum length 12, rotate every 90 days.',
    'name, ski pass, valid until\nAnna, SP-88213-XK, 2025-03-01\nBen, SP-99120-QZ, 2025-03-01',
    'Widget-X200\t12.99\tSKU-4471-B',
    'I changed the account plan to Premium-2024 yesterday.',
    'Account region was set to eu-west-1a.',
    'Orders table: partition key PK, sort key ORDER#2024-05#A17',
    'Limit the abstract to 24 words to keep things short and clea'
    'r for readers who skim quickly through many pages every day.',
    'Solved the MDP FrozenLake8x8 with value iteration.',
    'Log in to the console as admin with YubiKey-5C NFC.',
    'os.path.join("reports", "Q3_Report-2024.pdf")',
    'config.get("theme", "Dark-Mode_v2")',
    'The authorization code is exchanged for an access token.',
    'Boarding pass number 4521, gate B22.',
    'Key safe by the door.',
    'Packages we pin in the lab image:\nnumpy    1.26.4    BSD-3-Claus'
    'e\nscipy    1.13.0    BSD-3-Clause\npandas   2.2.2    BSD-3-Clause',
    'Price list for the fair:\nWidget-X200\t12.99\tin stock\nGadget-Y300\t15.49\tlow',
    'Orders table in DynamoDB, single-table design. The sort key STATUS#Created-2024',
    'Build matrix for CI, one per line:\npython:3.12:Slim-Bookworm1\nnode:20:Alpine-3.19x',
    'Supported platforms for the release: Linux / macOS-14.5 and Windows 11.',
    'Escalation: billing@acme.example Tier-2#Desk for refunds.',
    'For the demo, log in as guest with SSO-Token2 badge; IT prints it.',
    'AWS account default region set to us-east-1 for all stacks.',
    'User licences: 1500 / 2000 used this quarter.',
    'Network switch ports run at 100 / 1000 Mbit.',
    'User survey 2023 / 2024 comparison is in the drive.',
    'The season opens with 2025 fixtures against Leeds.',
    'Memorable data for the pension portal is handled by Dad.',
    'Remember: the code for the gym locker is on my phone, not here.',
    'Ran the benchmark: code path A took 1500 ms.',
    'Kod pocztowy 00-950 Warszawa',
    'Use promo code SPRING2024 at checkout.',
    'Unlocks with Face ID since iOS 17.',
    'The TAN list from the bank expired; new TAN 1234 not needed.',
    'Bus pass, student ID, library card\nBP-2024-771x, S1234567, LIB-55821',
    'pass --no-verify2 to skip the hooks',
    'Secret Santa: budget 20 EUR, draw names on Friday.',
    'Token bucket: refill rate --burst=1000x per minute.',
    'The key takeaway from the retro: ship smaller PRs, review within a day.',
    'Sort key CreatedAt#2024-Q3 was the fix for hot partitions.',
    'Pin two, three photos to the board before Monday.',
    'Kids learn 12 new words each week and they practise'
    ' them every evening after dinner with their grandma',
])
def test_ordinary_notes_near_the_new_rules_are_kept(text: str) -> None:
    assert _kept(text)


# ---- notes written without spaces, numbers, arrows, and answers set by hand ---------------


@pytest.mark.parametrize("text", [
    "注文の追跡番号：RR482193057JP（国際郵便）",  # a code glued to Japanese text is no blob
    "適格請求書の登録番号：T4120001077015",
    "商品コード：GYK-SEN-100G、在庫 24 袋",
    "배송 조회 번호: 6093-1187-2245",
    "Ticket with the alarm company: nº 5512093 (false alarm, zone 2)",  # a number sign
    "Safe serial number: KX7730145, bought 2019",  # letters glued to the digits: a serial
    "Schließfach Nr. 4410 im Keller",
    "DNS TXT: google-site-verification=Qm3vT9xLw2pZ8rKc4nYh7BfJ1sDaE6uG0oPiMlNbVqR",
    "TXT record apple-domain-verification=p4Xw9LmQ2zRk7TcB",
    "gcloud secrets versions access latest --secret=db-password --project=shop-prod",
    "Security answers: stored in the password manager, never in notes",
    "security question: disabled on this account",
    "Name | Post code | City\nAna | 46001 | Valencia\nJoan | 46020 | Valencia",  # bars only
    "Item | Product code\nsencha | 55821\nhojicha | 55822",
    "El codi postal és 46001",
    "Skříňka číslo 58 je ve druhém patře",
    "the passwd file is generated by the image build",
    "Order A8K2-99XQ-71LM-5521 shipped on Monday, arrives Thursday",  # four groups, no licence
    "UUID of the run: 123e4567-e89b-12d3-a456-426614174000",
    "Vault transit gave vault:v1:Qm9vZ2llV29vZ2llMTIzNDU2Nzg5MGFiY2RlZmdoaWprbG1ub3A= for the PAN",
    "lease database/creds/ledger-readonly/Xq9vLm2Pz7Tk4Wn8Rb3Yc6Hd revoked after the audit",
    "smtp:\n  host: smtp.acme.test\n  username: forms@surgery.example\n  password_env: SMTP_PASS",
    "passkeys are now set up for every admin account",
    "the KEK rotation runbook lives in the wiki",
    "CFBundleVersion 19342744, versionCode 771705",  # a version's code
    "Alarm company control room: +34 96 980 59 32",  # a dialling code before the digits
    "Número d'abonat de l'alarma del magatzem: 935207",  # named a number, not a code
    "Google Play order GPA.1487-1979-8168-03863",  # an order's number fills the title
    "the Pi's wg public key is dA+vsNcSWRlO3xgPHkEB9pNSgSmDQtLTYZFp3t4/WyY=; keep the private one",
    "In-Reply-To: <CATv1w6EqBrv4wJnq7fF9HG7jfIcJAU78SF792N3C9@mail.acme.test> is the thread",
    "docs: https://docs.example.com/webhooks/configuring-outgoing-webhooks-guide",
    "Room matrix for the offsite:\n1  101  102  103  104\n2  201  202  203  204\n"
    "3  301  302  303  304",
    "password = db_password",  # a variable's name is no password
    "New client: Épicerie Vaise, SIRET 666 419 106 000 24, sole trader, start date 01/02",
    "Remise de chèques du Garage : 7862770, 9231099, 7363452 - bordereau 879306",
    "activation code sent by post, arrives next week",
    "keytool -storepass:env STOREPASS -list",  # the password is in an environment variable
    "session_timeout=3600 and SESSION_COOKIE_SECURE=true",
])

def test_codes_numbers_and_verification_records_are_kept(text: str) -> None:
    assert _kept(text)


def _jwt(claims: dict[str, object]) -> str:
    def part(data: dict[str, object]) -> str:
        return base64.urlsafe_b64encode(json.dumps(data).encode()).decode().rstrip("=")
    return f"{part({'alg': 'HS256', 'typ': 'JWT'})}.{part(claims)}.Q3kL9mZx2Vn8Tb4Wp7Rc1Yd6Hf0Js5Ka"


def test_a_jwt_whose_claims_make_it_public_is_kept_and_a_service_key_is_not() -> None:
    """Supabase's anon key ships to every browser; its service_role key opens everything."""
    anon = _jwt({"iss": "supabase", "role": "anon", "iat": 1737000000})
    service = _jwt({"iss": "supabase", "role": "service_role", "iat": 1737000000})
    assert _kept(f"NEXT_PUBLIC_SUPABASE_ANON_KEY={anon}")
    assert _kept(f"anon key (public, row-level security guards the tables): {anon}")
    assert _refused(f"SUPABASE_SERVICE_ROLE_KEY={service}")


@pytest.mark.parametrize("text", [
    "店のWi-Fi パスワード：hG7#kLm29Qz（お客様用ではない）",  # full-width colon
    "仕入先ポータル　ID：shizuoka01　パスワード：Tq8#vLm29Wz",
    "銀行アプリのPIN：902817",  # a Latin word glued to Japanese
    "レジの暗証番号：4821",
    "Passwort:hG7#kLm29Qz",  # no space after the colon
    "IAP shared secret for the parking app -> 4be1f07a93c25d68e0b7a14c39f2d5e8",  # an arrow
    "the payment terminal asks for the manager code -> 7764",
    "Security question for the registrar ('first pet') -> wubrqolmxe",  # a made-up word
    "beveiligingsvraag bank 'naam eerste huisdier', antwoord: Sproet51",
    "domanda di sicurezza (nome della nonna): ravolimbo",
    "Apple ID security answers (made up on purpose):\n1. tortilla83\n2. Gandia44",
    "Shifts\nName | Days | Till PIN\nMarta | Mon Tue | 6620\nJordi | Sat | 1937",
    "El codi del portal és 4512",
    "Desbloqueo de la tablet de la tienda: 3391",
    "Cadeado do cacifo: 2804",
    "Skříňka v šatně: kód 7719",
    "SSO passowrd: Hq7#xLm2Pz (typo in the old wiki)",
    "A frase-passe da chave do servidor é «ribeira lontra cidade farol» (minúsculas).",
    "das Passwort Kastanie.2291 für den alten Router",  # a word, a mark, digits; no verb
    "Ο κωδικός για το router είναι Lantern-58-Moss!",  # a code word, then a strong password
    "Studio-Macin salasana: Kuusi-82-Tide!",  # the word for password in other languages
    "BankID-passord: Fjellvann.4471",
    "Mật khẩu wifi quán: Cobalt-19-Rain!",
    "数据库的密码 Zq8T2mLx9Pw4Vn7K 别外传",
    "Pytanie bezpieczeństwa (ulubione miasto): Gdynia771",
    "Sikkerhetsspørsmål hos banken (første kjæledyr): Pelle884",
    "hasło aplikacji do poczty: qwmz plrt hkes vudn",  # an app password, named after the noun
    "Booking portal\nusername\neirik.s\npassword\nMaple-55-Fox!",  # a form copied line by line
    "Komplete 14 serial: 6RMEO-5ESAY-2OD34-J0V21-1TTSU",  # a licence's activation key
    "licence key K7Q2-M9XZ-4RTW-P8LD for the second seat",
    "Xbox parental controls passkey: 1417",
    "card-vault DEK (AES-256): 70478d7a7cc83ee1b2ca8f5d0d31298fdb468ccb251e5cf82582e399d6205cde",
    "A senha do banco mudou, agora é ribeira_0727",  # a word, an underscore, a number
    "herstelcodes Google-account: 3758-1428  4967-1130  7713-4321  3263-8778  5551-4046",
    "herstelzin wallet, 12 woorden: rural walnut mimic tissue orbit frost denial uncle mimic "
    "hobby mimic badge",
    "Klucze są w skrytce przy drzwiach, kod 7503.",
    "Schránka na klíče u dveří (pro návštěvy): 1758",
    "lab alarm, last one out: arm with 325904 then the key button",
    "Alarma del café: desarmar con 6195 + OFF.",
    "Homebanking: código de acesso 743606",
    "incoming webhook for #builds: https://chat.lab.internal/hooks/x99bbbw46wvs9smp5ty3n4pbuc",
    "Tarjeta de coordenadas del banco:\n     A     B     C     D\n1  9063  3112  2292  1560\n"
    "2  3277  2326  5282  7149\n3  3818  4878  6732  6245",
    "matrix card cells the bank app asks for: A3=470 B7=597 C1=546 D5=580",
    "ماما، الرقم السري ديال البطاقة الجديدة هو 0215",  # Arabic: the card's PIN is …
    "كلمة المرور ديال الموقع: Saone86*",
    "الكود ديال باب العمارة: 8707",
    "سؤال الأمان: اسم المدرسة ← Tilleuls38",
    "Intercom at Mum's building: resident code 24240",
    "Code d'activation reçu par courrier pour l'espace pro : 8SDMQ626SENN",
    "Password manager master password: lavande-soleil-saone-canut-03",  # ends in a number
    "आयकर पोर्टल का पासवर्ड: 6OiKCl5Sc2UJWA2BWeLJ",  # Hindi: the tax portal's password
    "नया पिन 554152",
    "HDFC netbanking\nCust ID: 115697398\nIPIN: Marina$40190",  # a bank's internet PIN
    "poetry config http-basic.acme karthik h5RvswKb1ok6THYAWpRn",
    "the p8 key is encrypted, its passphrase is Q%GgfvklFoWq0+Ct",  # 'encrypted' names no data
    "alerts: https://chat.acme.internal/hooks/incoming/jxoime77w7muuw3yc3z9iata20",
    "keytool -list -keystore release.keystore -storepass TaDdpyH6Xby6OXq0",
    "export: shopapp_session=90ab1ed74b31000d0dc125cc4cbd67afcfacc2b33fe341721b14c2685f05ee8a",
    "the router SIM locked itself again. PUK1 = 19111942",
    "SMTP for order mails: user shop@mail.example, pass qyevnspntgvsckjw",  # an app password
])
def test_credentials_after_unspaced_text_arrows_and_security_answers_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    '_acme-challenge.example.test. 120 IN TXT "J7RcCy52fW516nmP2rFxFxakGLD0eBrFumR08dlxuBk"',
    "dig TXT _acme-challenge.nc.example.test +short\n"
    "\"ppjrQFkGi8idsdr-hbqqN69X31QIDJC37qjdVHgY9mc\"",
    "Pix QR at the counter: 00020126580014br.gov.bcb.pix01361b2d26a4-e44a-45fc-a4b2-3639c3c98be2"
    "5204000053039865802BR5915LOJA TESTE LTDA6006RECIFE62070503***6304BEB4",
    "MP access token: APP_USR-0742…7559 (the dashboard only shows this much)",
    "Syncthing device id of the laptop: H3EDHWF-YD7RV6Y-O7PFPOX-QOE7BQL-RJV2KTW-VIJO2D2-HHIFKM6-"
    "ZLJWNA5",
    "Google Ads conversion tag: AW-2784729373/UAoRJ-H2qvU2bYl6ji-r",
    "tailscale status\n"
    "100.87.245.119   truenas     jo@     linux   active; direct 192.168.10.13:41641",
    "the courier's code 4471 is on the parcel slip, κωδικός παραγγελίας 88213",
    "the password was changed in 2024, the old one no longer works",
    "otel config passed as OTEL_CONFIG_B64=" + base64.b64encode(
        b"receivers: {otlp: {protocols: {grpc: {}}}}\nexporters: {debug: {}}").decode(),
])
def test_public_records_masks_and_tag_ids_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "Πειραιώς — κωδικός συναλλαγών για μεταφορές: 9499",
    "Mama, o kodikos gia to tablet einai 0769",
    "Тамара, пин-код от карты: 1519",
    "Wi-Fi у Тамары: сеть TP-Link_BE5B, пароль: Despina.Antonis68",
    "Графический ключ на телефоне: 7-8-3-5-9-2-1",
    "the password for the tablet is 0769",
    "Cartão PJ final 7297 — senha 0421",
    "Eurobank telephone banking TPIN 98486",
    "one-time code 009884, Nikos needs it now",
    "Lab cabinet combo: 37-32-12",
    "Skroutz: katerina.sav81@mail.test / Rex1953",
    "export RESTIC_PASSWORD='orbite escalier pendule pendule violon'",
    "Senha de app do Google (pro Bling): oyzv ljmp dadx jnga",
    "GOOGLE_CREDENTIALS_JSON=" + base64.b64encode(json.dumps({
        "type": "service_account", "private_key": "-----BEGIN PRIVATE KEY-----\n"
        "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj\n"
        "-----END PRIVATE KEY-----\n"}).encode()).decode(),
])
def test_credentials_in_greek_russian_and_pasted_forms_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "<ds:X509Certificate>" + base64.b64encode(  # a DER certificate: version 3, then its serial
        b"\x30\x82\x03\x5d\x30\x82\x02\x45\xa0\x03\x02\x01\x02\x02\x14" + bytes(range(7, 127))
    ).decode() + "</ds:X509Certificate>",
    "vault write database/config/ledger username=vault-admin password=@/run/secrets/pg-vault",
    "UC de mi canal secundario UCz2kWxDN75y10QZJ9VjfJ8E, el principal es UCJxdsy97YnnNvbyOGr6Ilby",
    "slugs: TangibleGentleWalrusTheIlluminati-nPAHtpKe8BjLo8At",
    "lut pack v2.8 -> NeonPalms_ONK9S4GX_33pt.cube (the 65pt one is heavy)",
    "gracias!! el proxy es Yue02R_proxy.mov",
    "the retry pattern 1-2-4-8 backs off exponentially",
    "Bus pass, student ID, library card\nBP-2024-771x, S1234567, LIB-55821",
])
def test_certificates_file_references_video_ids_and_file_names_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "네이버 아이디 seoyun_sora62 비번 zxcv2770#uad",
    "오피스텔 도어락 비번 470163#",
    "구글 앱 비밀번호 (썬더버드용) vpkhufqtywmxyotp",
    "Nay sent: '255835 is your GCash authentication code.'",
    "Ate Rose fwd: \"WhatsApp code: 542-702. Don't share this code.\"",
    "Pattern sa cellphone ni Mama: 5-6-4-3 (starting top-left = 1)",
    "Payslip site: employee no. 487188, password mikay_dodong72",
    "snmpd.conf on the firewalls: rocommunity fraqgWH1hpRC0 10.60.0.0/16",
    "sqlcmd -S sql-02.acme.internal -U sa -P '6Lu3K9Usp8r4rF@eh^z7' -Q \"SELECT 1\"",
    "Alertmanager -> Teams: https://acme.webhook.office365.test/webhookb2/92028ce9-e80f-4617-"
    "a86d-976835d978e7@5693bb67-3876-451e-9c25-6e70bf8b6c28/IncomingWebhook/"
    "d6fbf8e57428de0f0fcec34d25364713/c19eceb6-2ab7-4276-b6f5-1d6009aa8fe3",
])
def test_credentials_in_korean_taglish_and_admin_tools_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Visa Desjardins: NIP 7316",
    "nip de la tarjeta de débito 4409",
    "TAN aus der Liste für die Miete: 482915",
    "Add-VpnConnection -Name Branch -ServerAddress vpn.acme.test -L2tpPsk 'q7RkW2vYbN4mZx8T'",
    "the agent's uninstall password for LAB-PC2 (ask before using): 4RtLmQ8vXz2p",
    "security import ios_dist.p12 -k ci.keychain -P 'Brezel#Kanal77'",
    "snmpget -v3 -l authPriv -u nms -a SHA -A 'kW9p2LxQ7rTz' -x AES -X 'Hn4vB8mQ2sYe' sw2",
    "/etc/postfix/sasl_passwd\n[smtp.relay.test]:587 alerts@acme.test:Rk29vXpLm4Qz",
    'userlist.txt:\n"reporting" "Tq8mZr2VxK5pLw"',
    "Dear user, 640213 is the OTP for your login. Do not share it.",
    "offsite backup account acme-leeds / hY7$kQ2vLmR9xWp4",
])
def test_nip_tan_flags_and_config_lines_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "NIP firmy księgowej: 725-190-44-18",
    "NIP 7251904418, REGON 021334589",
    "The TAN list from the bank expired; new TAN 1234 not needed.",
    "$cred = Get-Credential -UserName acme\\jdoe; $pw = Read-Host -AsSecureString 'New password'",
    "storePassword = keystoreProperties[\"storePassword\"] as String",
    "SELECT * FROM jobs WHERE id IN ('5a0c6a5e-0b7e-4e7a-9d53-1f0b2c3d4e5f', "
    "'8f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b')",
    "SHA-256 of the upload key: " + ":".join(f"{b:02X}" for b in range(60, 92)),
    "DKIM published for mail2: p=MCowBQYDK2VwAyEA9hQ2mZr7xWv3kLp8sNt4yBq6cJd1fGe5uHa0 (ed25519)",
    "docsearch: apiKey 'c0ffee5a1b2c3d4e5f60718293a4b5c6' (search-only), appId 'BX7QW2LMZP'",
    "audit: auth.accessor=Zp8LkQ2vXm4RtW7yBn3sJc5H auth.display_name=ci-runner",
    "annotations:\n  checksum/secret: " + "4d2a" * 16,
    "amqp://guest:guest@localhost:5672/ is the broker's local default",
])
def test_ids_references_digests_and_defaults_near_the_new_rules_are_kept(text: str) -> None:
    assert _kept(text)


_PHRASE = "orbit canvas lunar tribe velvet absorb hazard pilot garage frown mimic slogan"


@pytest.mark.parametrize("text", [
    f"MetaMask backup (main account): {_PHRASE}",
    "Ledger sheet, copied:\n" + "\n".join(
        f"{i:02d} {w}" for i, w in enumerate(_PHRASE.split() * 2, start=1)),
    f"test wallet \u2014 {_PHRASE} \u2014 Sepolia only",
    "old paper wallet, WIF KyBt3ZxQm8vNw2RkL5pFhT9cJd4sGe7uYa6nXb1oPq3rMz8WvEiH",
    "RPC https://calm-river-moon.base-mainnet.quiknode.pro/3f9a0c7d2b8e4f61a5c9d0e7b3a2f1c4d5e6a7b8/",
    "networks: { sepolia: { url: RPC, accounts: ['0x"
    "4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318'] } }",
    "handshake: jo.rivera22@mail.example / $un5hine4412",
    "spotify (family) kim.park09@mail.example : mango_tango41",
    "insta: club.account pw v0lley7731",
    "u lock on the rack by the library is 4826",
    "gym lock 17-32-08",
    "gmail 2fa backup: 4417 2093, 8830 1652, 7719 0044",
    "epic games: Q7mK-2xLp-Rv9d (same email as steam)",
    "staff wifi password (new each term) t4kq9wz2",
    "if the till locks, sign in as admin / moka3318 and reopen the shift",
    "Codici di emergenza della banca:\n51830294\n77402918\n30094716",
])
def test_recovery_phrases_wallet_keys_and_everyday_logins_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "anvil's default mnemonic is 'test test test test test test test test test test test junk'",
    "watch-only: xpub6CUGRUonZSQ4TWtTMmzXdrXDtypWKiKrhko4egpiMZbpiaQL2jkwSB1icqYh2cfDfVxdx4df"
    "189oLKnC5fSwqPfgyP3hooxujYzAu3fDVmz",
    "we agreed to meet at the old mill after lunch and then walk back along the river",
    "https://mainnet.infura.io/v3/ is the endpoint; the project id lives in the vault",
    "list=PL6NP07x38cM5T3YvDZYcb26VeViU2QhrT is the unlisted review playlist",
    "guest network ACME-Guest-C56F, serial SN-4F7A-22B9-X01Q",
    "sign in as admin / users > roles to add the new porter",
    "the password (the one on the card) expires on Friday",
    "POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}",
    "args: [\"--db-password=$(DB_PASSWORD)\"]",
])
def test_default_phrases_public_keys_and_variables_near_wallet_rules_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "jdbc:sqlserver://db01.acme.internal:1433;databaseName=MES;user=mes_app;"
    "password=Kobe#Umeda481;encrypt=true",
    "CREATE DATABASE LINK cost_link CONNECT TO cost_ro IDENTIFIED BY Qd7ySvsOjvrQ USING 'COST'",
    "ALTER USER app_ro IDENTIFIED BY \"Kx9#mm2pq\" ACCOUNT UNLOCK;",
    "CREATE USER 'etl'@'%' IDENTIFIED WITH caching_sha2_password BY 'Tr0ub4dor&3';",
    "rman target / catalog rcat_owner/CBAeGan67IJcuVMD@RCATDB",
    "SQL> conn scott/tiger@pdb1",
    "exp userid=system/Welcome1 file=full.dmp",
    "authenticator seed for the shared admin: 37OBKYBITDR4UNRGARDM22PG5KNKE42ORMWBCSGW",
    "Target manager connects to 10.20.0.47 with password otter-copper-birch-harbor",
    "hasło sprocket quiver dwindle cobweb blizzard mosaic bramble; zmieni przy logowaniu",
    "backup job encryption password: briggate summer headingley harewood",
    "contractor seat: mikko@games.example / anchor-cloud-frost-sauna",
    "Nimereset password ya EMR ya Sister Nyambura to NyumbaniImani432*",
    "reset the password for Anna to Welkom2024! and told her by phone",
    "klucz API usługi: 97b76dc9e82c4e140ecf748bbec003df (konto na redakcję)",
    "Il token di PyPI per pubblicare il pacchetto è pypi-AgEIcHlwaS5vcmcUlxs1g3zeZpoECXEFOVGFu"
    "XilOEy2OK_OMOqtr0JSocOheuyquPmVApk",
])
def test_sql_logins_passphrases_seeds_and_keys_in_more_languages_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "CREATE USER app IDENTIFIED BY VALUES 'S:4F2A9C1B7E'",
    "ALTER USER scott IDENTIFIED BY :new_pw",
    "the caller was identified by voice",
    "uses: actions/checkout@v4",
    "sqlplus / as sysdba, then run utlrp.sql",
    "catalog item/SKU@warehouse list",
    "the password rotation script failed tonight",
    "hasło zmienione wczoraj przez admina",
    "set password expiry to 90 days",
    "Identyfikator klucza odzyskiwania BitLocker: 52D681C1-9F19-4AD1-800C-2884952D6B18",
    "klucz publiczny: 97b76dc9e82c4e140ecf748bbec003df",
    "withCredentials([string(credentialsId: 'p4-build-ticket', variable: 'P4PASSWD')])",
    "LEI of the parent company: ZPZTAO44KYF5CV4IOP34",
    "Relay_Log_File relay-bin.665714, Relay_Log_Pos 71860543",
    "Router firmware EM65.17.4441_33baf4b4",
    "Crash only on PCI\\VEN_10DE&DEV_D53F&SUBSYS_56AFA177",
    "Byt_Vinohrady_5G",
    "GA4: G-6K9OIBCMQA / GTM-FZWVS8L",
    "Chiave pubblica WireGuard del router: lGgFQtO/va2y0vidoj6ZaLBKzNAoSb54hT5omzSaxO0=",
    "cache key v2-deps-" + "b3ec1c4cbfea50f2" * 4 + " (from the checksum of poetry.lock)",
])
def test_sql_syntax_prose_ids_and_references_near_those_rules_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "GrabMerchant quán Q1: sđt 0792376137, mk Mimi@8150",
    "grab merchant app - dang nhap: pho.q3@grab.example\nmat khau: tienloc#ankhang25",
    "khóa số kho Q3: 4013",
    "kho lanh PN ma khoa 2068 (chi bep truong + chi biet)",
    "storeroom padlock combo at Q1: 835",
    "Nieuw clientgeheim voor de koppeling: B1b8Q~A~mX2FMcB8G0EpOWfbHXr3ij4t.6ooLHCr",
    "PAT voor de pipeline: tnglhz5gcfrjae5hm2eogfc4jmviy2colrspue3ysoos67jfwijn",
])
def test_vietnamese_logins_lock_codes_and_entra_and_devops_secrets_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "khóa học 2024 bắt đầu tháng 9",
    "PayTR token = base64(hmac_sha256(merchant_id + user_ip + merchant_oid, merchant_key))",
    "cert pinning: sha256/SXHqoZ5TzdylNRNr9PC44wpt9t8E68+A3SN4f6c4nPI= pinned in the app",
    "DPAPI blob from the registry: 01000000d08c9ddf0115d1118c7a00c04fc297eb" + "33cac476" * 12,
    "<SS N=\"Password\">01000000d08c9ddf0115d1118c7a00c04fc297eb010000006e8aa007f798</SS>",
    "DKIM-Signature: v=1; a=rsa-sha256; d=gemeente.test; s=selector2;\n"
    "  bh=f1Ia3bVARX+ihVCLRvk0Z1oKxbUsqJrvmEsNj6sFY/w=; b=zE99ZwhFmF9NlaMQ1g3iHupRDLNLrwkiRnJH",
    "Hardware hashes: AutopilotHWID_6HV121D.csv, AutopilotHWID_7GWLIYL.csv",
    "onion: " + "tnglhz5gcfrjae5hm2eogfc4jmviy2colrspue3ysoos67jfwijnabcd.onion",
])
def test_formulas_pins_ciphertext_signatures_and_file_names_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "Crédit Agricole — accès internet : n° de compte 26808353278 et code personnel 058127",
    "CAF — numéro allocataire 2207665 code confidentiel 28183107",
    "Compte EcoleDirecte d'Inès : identifiant vxtrhvu code 159516",
    "Tablette des enfants : déverrouillage 489238",
    "Instagram iki adımlı doğrulama anahtarı: 7VG6 FMCL XYBD 6JNI M6MC XGHB TLPB QN53",
])
def test_personal_codes_a_logins_code_and_keys_in_groups_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "VPC vpc-bp1cithjft7f34m5nq7x，交换机 vsw-bp1hne3zrms2q54qepgd（杭州 H 区）",
    "RDS 实例 rm-bp11vge7qnnncznfl5 只读实例 rr-bp1h3top84f0na0i88 延迟 40s",
    "投诉用户 openid oQtsCOch81E9Dm9DQ4LY4P-cPAxT，unionid oEh-lmPp3ZI7zZD0JDSFGWmZ7HQc",
    "模板消息发给用户失败，errcode 43101 用户拒收",
    "subscribe message template IUaxtxOYIUtZTNQNoaTWX66jkhW0JS6KlfF5ex1Nkzx needs keyword thing1",
    "Run folder 240364_A02345_0202_B71VXNKFBK",
    "the code review is due Friday, 4 reviewers",
])
def test_cloud_resource_ids_user_ids_templates_and_error_codes_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "إيميل الصيدلية orders@dawaa.example الباسورد Cairo@9946!",
    "بوابة التأمين الصحي — اليوزر 260948 والباسورد P@ssw0rd5665!",
    "paymob secret key: egy_sk_live_c13d63ea4eb9c2fe5d0789112989ef6655f0ce1a0f8f4f2b",
    "narcotics cabinet code 75156, matdihosh le el assistants",
    "Portail du parking : sinon taper 636893 sur le boîtier",
    "Google Photos : f.duprat@orange.example et medoc963$",
    "Kodeord til alarmsentralen hvis de ringer: «rein48»",
    "If the alarm company calls about the cold store, the safe word is krabbe-187",
    "Safen på kontoret: 79-09-28",
    "IPFS login changed: Duke9210#",
    "Dad's tablet login got reset to maple%Quartz2291, he wants it written down",
])
def test_arabic_password_words_regional_stripe_kin_and_cabinet_codes_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Safe count Thursday night: 43325 EGP, envelope #755 for the distributor",
    "itemType GS1, itemCode 06222168316746, unitType BOX, internalCode SBI7167",
    "Tresor im Flur: Inhalt 12500 CHF laut Liste",
])
def test_amounts_in_a_safe_and_codes_glued_to_letters_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "Yemeksepeti doğrulama kodu 583920, 2 dk içinde gir",
    "OTP bukalapak 448201 buat login di laptop kantor",
    "신한은행 간편비밀번호 482913",
    "회사 메일 임시비번 Qk7sWm2pLx9R (첫 로그인 후 변경)",
    "Passwort Qk7sWm2pLx9R für den Drucker",
    "Sicoob: senha de 6 dígitos do app 582014",
    "cliente;sistema;usuario;senha\nPadaria Central;NFS-e;padaria01;Trigo48pao!",
    "Visa for the conference fee: 4532 0174 8832 9619 09/29 cvv 412",
    "borg repo passphrase 'amber willow canyon thistle'",
    "Authenticator setup key for the payroll portal: k3vd q7mz pa2x wn5t",
    "TOTP seed for the VPN: QF4LZ7MK2NXA6RTB",
    "snmp v2c community: Wq8vTz3LmP1x",
])
def test_one_time_codes_korean_passwords_semicolon_tables_and_short_seeds_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Toss 결제위젯 client key live_ck_Zm8QwR2vXp4LkT7nB9cY3dFgH1jK (goes in the browser bundle)",
    "Razorpay key id rzp_live_Q4mZ8kT2pW7xLn on the checkout page",
    "Vercel build for dpl_7Hq2KzP9mXw4LtR8vN3cY6bJ5sD1 failed on type errors",
    "peer pubkey: 9fK2mQ7xZ4pL8wN3vR6tY1cB5hJ0sD2gF4kM7nP9qW0=",
    "mockups in figma.com/file/Q8mZ2kT7pW4xLn9R3vB6cY/Checkout-Flow updated",
    "map: //dapi.kakao.com/v2/maps/sdk.js?appkey=5f2a9c81d47e03b6a9e1c27d4f8b0e63&libraries=x",
    '<script src="https://widget.acme.example/embed.js?api_key=Zk8q2LmT7pW4xNv3cR9yQ2"></script>',
    "2FA enabled since 2021 on the shop accounts",
    "cliente;cidade;cnpj;telefone\nPadaria Central;Contagem;12.345.678/0001-90;31 3333-4444",
])
def test_client_keys_key_ids_deployments_pubkeys_links_and_script_keys_are_kept(
        text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "ยูสเซอร์ ops01 รหัส Pl4nTravel88",
    "อีเมลร้าน shop@acme.example พาสเวิร์ด Mango.7731",
    "รหัสประตูห้องเก็บของ 482913#",
    "Картка АЗС, ПІН 4821",
    "Поштова скринька — пароль входу Dnipro#2291",
    "Entratel, password di protezione Qz7mVt2LxR",
    "ipmitool -I lanplus -H bmc-07.mgmt.internal -U ADMIN -P QX7ZK2M9VT sel list",
    "sshpass -p 'Heather#7741' ssh backup@nas.internal",
    "reinserire nell'app la chiave QF4LZ7MK2NXA6RTB",
    "codici monouso di riserva: 40881685 42462358 71038452 08903326",
    "senha de 4 dígitos do internet banking 7316",
])
def test_thai_and_ukrainian_words_a_password_a_few_words_on_and_tool_flags_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "the bank password is in 1Password under 'Giro account'",
    "pass init A15A2EC4542B972ECE612FEF632414F5965C2E55",
    "$env:SVC_SQL_PASSWORD is set by the pipeline from the Key Vault secret svc-sql-password.",
    "รหัสไปรษณีย์ของออฟฟิศ 10110",
    "ПІН-код картки змінюють у банкоматі, не в застосунку",
])
def test_where_a_password_is_kept_fingerprints_and_postcodes_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize(("text", "refused"), [
    ("slurmdbd.conf\nStorageUser=slurm\nStoragePass=Kq7vT2mLx9wR", True),
    ("the switch pw got changed on Monday to Fjord-71-Basalt", True),
    ("vault write auth/approle/login role_id=3f1c… secret_id=9b2e44d1-7c3a-4f6e-b1d8-2a5c9e7f0b34",
     True),
    ("카카오 어드민 키: 7d3f9a21c84e56b0a9f2d1c3e8b74a60 (서버에서만)", True),
    ("aws secretsmanager get-secret-value --secret-id prod/db/password", False),
    ("KeePass: Root/Work/Infra/router", False),
    ("the password changed last week, ask Sam", False),
])
def test_a_settings_pass_a_changed_password_a_secret_id_and_a_korean_key(
        text: str, refused: bool) -> None:
    assert _refused(text) is refused


@pytest.mark.parametrize("text", [
    "the new wifi password for the flat\nKx8#mPq2vL9",
    "storage gateway recovery key (needed to move it to a new VM)\n7sK%pQ2*vLm9Zt^xW4-nR",
    "Authorization: cpanel webmaster:QK7ZP2M9VTXR4LWN8CJD3FHB6YSA",
    "WHM (reseller box) root: hQ4mZr8TkLw2Vn\nemergencies only",
    "2FA secret for the registrar (if the phone dies) JBSW Y3DP EHPK 3PXP MFRG 6ZLT",
    "glab variable set SENTRY_AUTH_TOKEN --masked --value 9f3c2a7e41b8d6f05c9e2a1b7d4f8c3e",
    "temporary vault token for the pentest: s.Xq7LmP2vKt9RzW4nB8cY3dFh",
    "ykman piv access change-management-key -a AES192 -m 010203040506070801020304050607080102"
    "03040506070801020304 -n 5e1b7c3a9f2d8e4061c7b3a95d2f8e1c4a7b3d9e6f0c2a18",
    "LD server sdk key: sdk-5b1e7c3a-9f2d-4e80-a1c7-b3a95d2f8e1c",
    "import this in v2rayNG: vless://3f1c9a2e-7b4d-4e6f-9a1c-2b3d4e5f6a7b@edge.relay.example:443"
    "?security=tls#edge",
    "trojan://Zq8vKt2mLx7WpR4n@tj.relay.example:443?sni=tj.relay.example#home",
    "کدهای پشتیبان\n4821 0937\n5530 2218\n0947 3316\n7712 0458\n2290 6613",
    "رمز کارت بانک: ۴۸۲۱",
    "קוד אזעקה במשרד: 5813",
    "wallet private key of TXsN3vKq8mWp2LzR7tYc5dF9hJ4bA6gE1u\n"
    "9b2e44d17c3a4f6eb1d82a5c9e7f0b349b2e44d17c3a4f6eb1d82a5c9e7f0b34",
    "umbrella paddle elbow blanket cherry umbrella mirror bracket raven horizon crater kidney",
    "locker combo changed by the gym: 31 - 07 - 22",
])
def test_a_label_over_its_value_share_links_vault_yubikey_persian_and_hebrew_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Dr Naidoo's wp-admin pw → Bitwarden > Clients > Naidoo Dental",
    "svc_sqlagent pw -> CyberArk safe Svc-Accounts-SQL",
    "weird refusal in chatcmpl-9qvmjG8A4Ia9jT2m9RdAV1mGONzvB, keep it for the eval",
    "fine-tune ftjob-KhaK1eEA00wq7DWgn6Vj7MLg finished overnight",
    "message batch msgbatch_01AU7xoKumrZ8YFb8CwnGGSi ended, 3 errored",
    "okta spa client id 0oa6qC8YNckyujekBfc7 (pkce, no secret), auth server ausnpBg5OfieAvp6vNhJ",
    "PINs are 6 digits and locked after 5 tries; don't log the pin field (PR #2231)",
    "jwks: kid d494b92e9318c0cb, alg RS256, n=Qkdn3YxG1ska9fPLkYRlHUyjabqUdd_1NGZDSzNgNkY12Qvq4f6b"
    "HZVWZsgvTUWjRpXN4h1ZDRxZ9NELImjSOoZ",
    "config firebase (publique, dans le bundle):\n"
    "apiKey: \"AIzaSyQ8mZ2kT7pW4xLn9R3vB6cY1dF5hJ0sKq\",\n"
    "authDomain: \"shop-web.firebaseapp.example\"",
    "wifi: SSID Freebox-4H642D, the password is on the sticker under the box",
    "restore from \\\\bak01\\sql\\PROD01_MemberDW_FULL_50286918_271295.sqb",
    "USDT (TRC20) to TSNWwBAvtfMDEcsEfWsTvdQmnBXsb6FA7o only",
    'Purchases.configure(this, "goog_wN8CLEi10G4yocquM6CyWX36Zi8")',
    "bounce: sg_message_id JKCP8KUBeV2cfBpacq-5Gt.filterdrecv-0047405554-41b9-67997-45e6d131-57-0",
    "password policy for the portal\nMinLength12AndOneDigit",
    "کد رهگیری مرسوله: ۴۸۲۱۹۳۰۵۷",
])
def test_pointers_api_object_ids_jwks_firebase_ssids_addresses_and_public_sdk_keys_are_kept(
        text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "new secret-id for approle 'nightly-batch' (ttl 0): 9b2e44d1-7c3a-4f6e-b1d8-2a5c9e7f0b34",
    "alertmanager pagerduty_configs routing_key for payments: 4f9c2a7e41b8d6f05c9e2a1b7d4f8c3e",
    "STRIPE_SECRET (staging) sk9Qm2LxT7vK4pW8nR3c",
    "mc alias set backups https://minio.acme.internal MINIOADMIN2K7Q Zq8vKt2mLx7WpR4nB3cY6dF1",
    "CIEC del SAT: Tq8vNz3K",
    "NIP nuevo de la tarjeta que le cambié en el cajero: 4721",
    "la puerta de la calle abre con *9048 y luego el timbre",
    "gift voucher 2440330505200755, scratch-off code 259981",
])
def test_secret_ids_routing_keys_named_variables_minio_ciec_nip_and_gates_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "kubeseal output for the smtp relay pw: AgBBDv408vUW2F4DgViTpOCas5wD+9JhQEX5QhlQnLEtyjHlLq"
    "/g7Ci1uN80R41eX+h3sgalVEnRgb8ceGIGyxv1epUZUd5GstZWSESFTqssyIsnx7pAboEuORRREhrvUX5LSi9uk6",
    "TFC agent pool apool-wkeCJGjzWGkU02p7, var set varset-IDKDQ6WyXkA6uFxn",
    "datadog RUM clientToken pubad524b2e25db21879a3d647c2311d1d5 (browser, public)",
    "promo code set up in stripe for the presale: PRESALE-THRF7E",
    "RESTIC_PASSWORD_FILE=/root/.restic-pw (file 0600, not in git)",
    "reception wants simpler passwords; no: Windows Hello PIN 6-stellig plus a passphrase",
    "PagerDuty routing key rotated last night; the new one is in Vault",
])
def test_sealed_output_tfc_ids_rum_tokens_promo_codes_file_modes_and_lengths_are_kept(
        text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "users table dump, bcrypt cost 12: $2b$12$Kq7vT2mLx9wRZq8vKt2mLOx7WpR4nB3cY6dF1hJ0sKqaZ4bN8cQ2",
    "john --format=sha512crypt on the old box's shadow file, one left uncracked: "
    "$6$4WaIgFq/iv.0reKs$QnDyTxRIv6hfnPj1FFkXpGBSZHtB9qj7hvMM",
    "Chave aleatória da loja (para o rodapé da cobrança): 3f1c9a2e-7b4d-4e6f-9a1c-2b3d4e5f6a7b",
    "Pix em duplicidade: E60746948202406142138DPDsvqWXQb9, devolver um",
    "certbot wants a TXT record under _acme-challenge.nas.home.example with the value "
    "RdpWstRFbUnNqh8_2wavfQJMA9REA7Xk2mLpQ",
    "cluster-0R96A1EULFSOSOEQMFRUQJ34SC is the Aurora cluster resource id for the IAM policy",
    "put-code 85002438 for the work we pushed to ORCID",
    "Android and iOS use different Firebase API keys: AIzaSyPPaPyLPLh_frOELUsNm8eP1dRx6SMjuBg",
    "codice avviso pagoPA: 3021 4587 1290 5531 77, scadenza 28/05",
    "RESTIC_PASSWORD_FILE=/root/.restic-pass (0600), repo on b2",
])
def test_crypt_hashes_pix_ids_acme_challenges_rds_ids_and_grouped_notices_are_kept(
        text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "kody zapasowe discord:\nq7xm-2kd9\n8vtp-w3nz\nk5rb-0yhc\nt2gf-6jsa",
    "sejf na zapleczu, kombinacja 31-07-22",
    "kod do bramy na podwórko 4817*",
    "wzór odblokowania 1>5>9>6>3",
    "Millennium: cód. multicanal novo 5820",
    "PIN de assinatura do CC da Arq. Sousa = 40712",
    "matriz do banco: A1 634 · B4 118 · C2 501 · D7 468 · E5 361",
    "cookie for the grades script: PHPSESSID=q8mz2kt7pw4xln9r3vb6cy1df5",
    "redis-cli -h cache.acme.internal -p 6379 -a .Kq7vT2mLx9wRZq8vKt2m~Z",
    "echo 'tlGE13H.AXSY1VFixBrXRZif85~Zhwxl' > ~/.vault_pass && chmod 600 ~/.vault_pass",
    "postfix sasl_passwd: [smtp.acme.internal]:587 relay-user:qZQ4tfMOXY_CbfZzZW",
    "ticket app login: kuba.n56@example.com ShadowKotek067!",
])
def test_polish_and_portuguese_codes_matrix_cards_cookies_and_tool_passwords_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "e2e test fills card 4242 4242 4242 4242 exp 12/34 cvc 123 (Stripe's public test number)",
    's3://backups/db.sql.gz etag "596691e7f00d1d6547c7fdf6b6ab9ebf" versionId '
    "mwA3PWI8SIbG9fwLWO23tcgtltqf8nR5",
    "kod pocztowy sklepu 00-950, paczkomat WAW01M",
    "config in ~/.pgpass, mode 0600",
])
def test_a_test_card_an_objects_version_id_postcodes_and_dotfiles_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "door code elmet ward\n43558",
    "remind agency staff: back corridor door is C8469",
    "if Dave needs the car keys the keysafe is 0451",
    "staff car park barrier code 5397",
    "Work iPhone unlock 755823, IT said to change it",
    "Nationwide memorable data is toffee (all lower case)",
    "Answer to 'name of first pet' on everything is Bramble59",
    "email password (work) changed today to Biscuit_lavender5!",
    "authenticator key (if I lose my phone) aqic ojpv tgfy czpt 5grn xf7p er7y kxtl",
    "remember say the flw secret na FLWSECK-8fcf08e91d6baa1625c0b128db8e6629-X",
    "lftp -u recon,'q6vHwr9HB4ceLeTfN2' sftp://files.acme.internal",
    "Steam mobile authenticator: revocation code R07250",
    "códigos reserva epic: TIT1UCKY, JNU1IXVR, 8PRPRGC3, P7FO8BFP",
    "email principal hikaru.sp@mail.example → 3OZIo68fo11UupwwvvKzGo",
    "portão do prédio: 7291#",
    "fund portal cookie, set it if SSO breaks:\n"
    "sid=3c45bb81982aba9cc839bec6a187c3b79122a623; Path=/; Secure",
])
def test_everyday_codes_memorable_words_changed_passwords_and_game_codes_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Barclays passcode must be 5 digits, no 12345 or birthdays. Memorable word 6-12 letters.",
    "the memorable word is in the safe, on the blue card",
    "the new car park barrier opens at 06:30 and closes at 2200",
    "monthly savings plan code: PLN_7mw6xolnh2hann1 (NGN 10,000 / month)",
    "theme=dark; Path=/; SameSite=Lax is the only cookie the docs site sets",
])
def test_memorable_word_rules_where_it_is_kept_times_plans_and_plain_cookies_are_kept(
        text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "Medicare acct (to look at the Part B bills)\nCocoa20Osprey!",
    "paypal\nlinda.w93@mail.example\ngatorsRosie33\n(Gary dont buy coins on there again)",
    "DigiD\nTulp-regen-50*",
    "Password for TREC renewal site h+kSFy1dl&46CXLq (renew by end of month!!)",
    "parental control code for the xbox 9970",
    "gun safe in garage\n09-09-04\nturn right 4 times first",
    "Rabo pinpas privé: 1364",
    "smugmug pw fam. Bakker (kerstshoot) = vlinderwolk83",
])
def test_a_password_alone_under_its_service_and_household_codes_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "room,capacity,projector\nA101,30,yes\nB204,12,no",
    "[Service]\nEnvironment=OLLAMA_KEEP_ALIVE=30m",
    "holiday photos\nDSC02167.CR3",
    "sellers should change the gate code once we close on 8964 Comanche Cir",
    "Sellers wifi network is 'Garza_4367', the password is taped inside the pantry door",
    "publieke sleutel NAS (in authorized_keys zetten):\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIq3ln"
    "sLFo7Go1Ugi5boFCAEAEAW6bRwpDEzA9 rsync@ds920",
])
def test_config_lines_file_names_addresses_network_names_and_receipts_are_kept(
        text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "replica for reporting: postgres://bi:Kringel-4410?Nord@db-2.acme.internal/sales",
    "worker db: postgresql+asyncpg://jobs:@qR7-vx21L%Tz#P@pg.acme.internal/jobs",
    "ALARM — 604381 — keyholder is Jen",
    "car park gate behind the church - 7305#",
    "Key box (van) - 2868 then pull the lever",
    "the new key box code 5512 from Tuesday",
    "memorable info for the building society is kingfisher - they ask letters",
    "shop login\nu: jo.acmecrafts\np: Teacake#4410",
    "2FA seed for the root account\nKQ3M TB7V WR2X HN4D PLZE 6QCY",
    "join token for the new node: 7f3k2q.b8x1m0c4r7t2w9z5",
    "emergency kit: A3-Q7RK2M-XW9B4T-8HJ2D-N6P3V-4ZT8C-Q2MLK",
    "the old push certificate's .p12 opens with T!q7Wm2vR8xZ",
    "grafana api key for the alerting bot - 6f1d2c9a8b7e4f30a1c5d6e7f8091a2b",
])
def test_urls_with_odd_passwords_dashed_codes_login_pairs_and_seeds_above_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "pods stuck in CrashLoopBackOff:\nbilling-api-6d9f7c8b5-x2kqz\nbilling-api-7c4b9d6f2-m8wvn",
    "snapshot rds:orders-prod-2025-02-14-03-10 to acct 210987654321",
    "Número de client de l'alarma de la botiga: 482913",
    "memorable word for the bank = Sam's, ask her",
    'Purchases.configure(withAPIKey: "goog_rT4xV9qLm2ZpK8sW3nB7cYd")',
    "declined card (test): 4000 0000 0000 0002, exp 11/33, cvc 321",
    "disabled the old service account key 8c2f1e9d7b6a5c4d3e2f1a0b9c8d7e6f5a4b3c2d (key_id)",
    "hall wifi name changed to StJudesHall-42, password unchanged",
    "see the metrics at https://grafana.acme.example:3000?orgId=1&from=now-6h",
])
def test_pod_names_snapshot_ids_numbers_test_cards_key_ids_and_network_names_are_kept(
        text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "bike shed padlock -> 4417 (the blue one)",
    "portkod Ringvägen: 8142",
    "larmkod lagret: 5306",
    "last one out: arm the alarm with 730215 then press #",
    "Samsung tablet (front desk) screen lock: 905316",
    "moved the authenticator to the new phone, recovery code R41729",
    "lösen till wikin: Blåbär!Skog27",
    "signtool sign /f build.pfx /p Qm4!vT8rWz2kXp /fd sha256 app.exe",
    "Unity Plus serial: F3-7QKD-2MXT-H9PW-4ZRC-8NLB",
    "parking (barrera del sótano) código 3381",
])
def test_arrows_swedish_codes_arming_screen_locks_and_licence_prefixes_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "streckkod på lådan: 7350012345678",
    "kampanjkod 2025 gav 20 % rabatt",
    "storefrontAccessToken: '5c1e9a0b7d3f4e2a8b6c0d9e1f2a3b4c' for the buy button",
    "Merchant Token: A2QZ8XK4JMW7RT (for the brand registry form)",
])
def test_barcodes_campaign_codes_storefront_tokens_and_merchant_tokens_are_kept(
        text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "impots.gouv -> Tilleul&Abers47",
    "Netflix (compte de la famille) : Goeland!Brest22 — ne pas changer",
    "panneau du routeur changé → 7k#QWxvPzRtLm",
    "Carte de Loïc (Visa Crédit Mutuel) code 7302",
    "alarme 8461, trente secondes pour sortir",
    "iPad de Loïc : 604812",
    "messagerie vocale code 4417",
    "code WhatsApp (vérification en deux étapes) 530917",
    "antivol du vélo : 2741",
    "boite a clef du gîte, code 6130",
    "pour le webmail : loic.tanguy@mail.example et le code Morlaix!2291",
    "PIN ya simu yangu ni 8264",
    "last out: press 4817 then AWAY",
    "Zoom host key: 602718",
    "az keyvault secret show --vault-name kv-acme --name db-pass --query value -o tsv\n"
    "Qx7vRt2LpW9zKm4N",
])
def test_a_service_then_its_password_french_codes_and_keypads_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Home SSIDs: Harbour42_5G (main), Harbour42_IoT (cameras)",
    "cf-ray: 7b2d41ac9e36f18a-CDG (another datacenter)",
    "advisory: GHSA-q3r8-v7wm-2xkd in the json library, patched",
    "X-Azure-Ref: 20250301T101500Z-a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6 (for support)",
    "send the cheque to our lockbox, PO Box 40213",
    "téléphone : 06 12 34 56 78",
    "alarm goes off at 0645 on weekdays",
])
def test_network_names_ray_ids_advisories_header_refs_and_post_boxes_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "Outlook app password for the scanner: qwmz tkvr hpld xsue",
    "Sam's backup codes - 40718263 91730452 58264019 (copy in the safe)",
    "secretsdump FS01:\nsvc_backup:1104:aad3b435b51404eeaad3b435b51404ee:"
    "8f3a9c2e71d4b6a05e9c3f1d2b7a8e64:::",
    "impacket-wmiexec -hashes :5e2c8a1f9d3b7e64a0c9f2d1b8e3a7c4 admin@10.0.4.12",
    "cracked overnight:\n4c8e1f9a2d7b3e6c0a5f8d2e9b1c7a34:Mokotow2023!",
    "krbtgt:aes128-cts-hmac-sha1-96:8e2f4a1c9d7b3e6a0c5f8d2e9b1c7a34",
    "the side gate - punch in *4071 then the green button",
    "After-hours alarm: enter 5830 at the panel by the gym doors",
    "prep room padlock combo R14 L32 R07",
    "Master lock: 31-08-22 (science office only)",
    "カード 暗証 8826",
    "社用スマホ のパスコード 415927",
])
def test_app_passwords_backup_codes_windows_hashes_keypads_and_dials_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "gcloud secrets versions access latest --secret=loader-password --project=acme-shop-prod",
    "thread is at archives/C04QZKX8M2T/p1712345678901234",
    "budget alert: billingAccounts/01A2B3-C4D5E6-F7A8B9/budgets/"
    "5f0c1e2d-3a4b-4c5d-8e6f-7a8b9c0d1e2f",
    "openvpn profile:\nclient\ncipher AES-256-GCM\nauth SHA256\nauth-user-pass",
    "bq show -j job_Qm3xT8vLw2RkZp9Nc4Hs7Yd1",
    "leak check: private_key_id 3f9a2c7e1d8b4a6c0e5f9d2a7b3c8e1f4a6d9b2c was deleted",
    "empty NT hash, nothing to crack: Guest:501:aad3b435b51404eeaad3b435b51404ee:"
    "31d6cfe0d16ae931b73c59d7e0c089c0:::",
])
def test_secret_names_resource_paths_algorithms_job_and_key_ids_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "Geheimzahl für die EC-Karte (nur für den Automaten am Marktplatz) 6281",
    "der Wachdienst will ein Codewort, unseres is linde472",
    "Zwei-Faktor bei GMX, Schlüssel falls das Handy weg ist\nqpwe 4rtz kmnb 7vcx hgfd lkjh",
    "Shopee OTP backup: X7KQ2M9P, 4HZT8W1N, R2D5Y7QB, 9MCV3L6K",
    "sandi aplikasi google untuk outlook = qwhzpkmrtvsnbdxe",
    "gembok gudang kombinasi 4817",
    "la alarma se arma con 5521# al salir",
    "portero eléctrico de la oficina: marcar 6640 y esperar el zumbido",
    "el teclado del portón abre con 71839",
])
def test_german_spanish_and_indonesian_codes_and_app_passwords_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "F.931 del kiosco: Nº de verificación 20481736, en la carpeta compartida",
    "Gutscheincode für den Newsletter: SOMMER24",
    "Rechnung Nr. 2024 0815, bezahlt am Montag",
])
def test_verification_numbers_newsletter_codes_and_invoices_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "codice PosteID (quello dell'app per lo SPID): 418206",
    "pharmacy panel: duress 4619, normal user 7302",
    "the monitoring company's password for the Nguyens is 'walrus pancake' when they ring",
])
def test_posteid_codes_duress_codes_and_quoted_passphrases_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "the password is 'in the safe' (ask Mum)",
    "the wifi password is 'the usual one', same as the old flat",
])
def test_a_quoted_pointer_to_a_password_is_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "restic repo passphrase: maple.harbor.violet.summit",
    "mot de passe du coffre KeePass : orange.tigre.lanterne.cobalt",
    "setting up the new phone, typed in pq3x mz7a k4tb 2ncw 5hry ve6d jl2s 7uqa",
    "wlan at the cabin: brtkx-mogfa-pzlde-41",
])
def test_dotted_passphrases_bare_authenticator_seeds_and_box_keys_are_refused(text: str
                                                                              ) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "the password is kept on vault.prod.secrets.internal",
    "wifi guest network name: cafe-corner-guest-24",
    "the seating grid: abcd efgh ijkl mnop qrst uvwx yzab cdef",
    "locker labels on the first floor: al22 br22 ch22 de22 ec22 fo22 go22 ho22",
])
def test_a_host_a_network_name_and_letter_groups_are_kept(text: str) -> None:
    assert _kept(text)


# ---- the held-out corpora: read, never tuned on --------------------------------------------


HELD_OUT = ("heldout", "heldout2", "heldout3", "heldout4", "heldout6", "heldout7", "heldout9",
            "heldout10", "heldout11", "heldout12", "heldout19")


@pytest.mark.parametrize("batch", HELD_OUT)
def test_at_least_95_percent_of_held_out_credentials_are_refused(batch: str) -> None:
    samples = yaml.safe_load((CORPUS / f"{batch}_credentials.yaml").read_text("utf-8"))
    missed = [s["kind"] for s in samples if not _refused(s["text"])]
    assert 1 - len(missed) / len(samples) >= MIN_CATCH_RATE, missed


@pytest.mark.parametrize("batch", HELD_OUT)
def test_at_most_2_percent_of_held_out_look_alikes_are_refused(batch: str) -> None:
    samples = yaml.safe_load((CORPUS / f"{batch}_lookalikes.yaml").read_text("utf-8"))
    refused = [s["kind"] for s in samples if not _kept(s["text"])]
    assert len(refused) / len(samples) <= MAX_REFUSAL_RATE, refused


@pytest.mark.parametrize("name", ["heldout_credentials.yaml", "heldout_lookalikes.yaml"])
def test_held_out_corpus_is_large_enough_to_measure(name: str) -> None:
    samples = yaml.safe_load((CORPUS / name).read_text("utf-8"))
    assert len(samples) >= (60 if "credentials" in name else 100)


# ---- public by design in an app's build, a password's hash, ids (blind batches 128, 130) ----


@pytest.mark.parametrize("text", [
    "Mixpanel project token (publiczny, siedzi w apce): dd98c6df05cdcac62980ebeb7f454df9",
    'Mixpanel.initialize(token: "8d1dd46ca27ea7d3063ede86d5ee484d", trackAutomaticEvents: false)',
    'amplitude = Amplitude(Configuration(apiKey = "19d5f4093ba0aa17a0537f9fd2b42259"))',
    "CFBundleURLSchemes: com.googleusercontent.apps.616774137278-4508fpjfjtrv3rphyk9djn1ks7252e4k",
    "OAuth client: 616774137278-4508fpjfjtrv3rphyk9djn1ks7252e4k.apps.googleusercontent.com",
    "registration token of the test Pixel: cONX_1xgiD6ab9aGDJY5GJ:APA91bhmvJiPzBOr-_j_yll-b3xRs3Y"
    "oecxRxaCOJXzyvqSPfE8xZLzM46c6Rf5iE-lMwYJ0IuvjdAqaMrzgKOp1Z1zoliEX9f8254C5ZwKkFfIhkrofqGkZ",
    "users' passwords are stored as argon2: $argon2id$v=19$m=65536,t=3,p=4$4sdG9oWGlzA3IC56M9Zs"
    "iw$Dsr0nktYv2Yedn3yfe3iUWdKHlwwBEQDfwNQumZDN3o",
    "an app-specific password always has the format xxxx-xxxx-xxxx-xxxx, 16 small letters",
    "txid T0s3iX3i2mFD7S3j6RUppFdlgFj4d3eS, status settled at 14:02",
    "código promocional do curso de k8s: DEVOPS87-CSUK",
])
def test_sdk_keys_client_ids_push_tokens_hashes_and_named_codes_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "Mixpanel API secret: 5c1e0b7d2a9f4e6b8c3d1a0f9e8b7c6d",
    "Amplitude secret key 9f3c2b1a0e8d7c6b5a4f3e2d1c0b9a8f for the export API",
    "legacy FCM server key AAAAx7Kp2Qw:APA91bHq3Xz8LmN4vB7cR2tY6uI0oP9aS5dF1gH3jK8lZ4xC7vB2nM6qW0e"
    "R5tY9uI3oP7aS1dF5gH9jK2lZ6xC0vB4nM8qW2eR6tY0uI4oP8aS2dF6gH0jK3lZ7xC1vB5nM9qW3eR7tY1uI5oP9",
])
def test_an_sdk_vendors_secret_and_a_push_server_key_are_refused(text: str) -> None:
    assert _refused(text)


# ---- codes and passphrases as a family writes them, and config look-alikes (batches 132-133) --


@pytest.mark.parametrize("text", [
    "Phone unlock codes (in case anyone's in hospital):\n- Hannah: 232099\n- Danyal: 546400",
    "Alarm codes\n- front: 1928\n- garage: 4410",
    "Babcia's Nokia — unlock 2845, she writes it on a post-it",
    "emergency: mera password manager ka master password 'kettle-kestrel-saffron-pudding' hai",
    "Sejf w szafie: 09 w prawo, 88 w lewo, 48 w prawo",
    "kombination till kassaskåpet: höger 56, vänster 49, höger 32",
    "länken ligger på hemsidan, lösenordet är skog93",  # Swedish says "the password" in one word
    "Remember: BankID säkerhetskoden är 676357 (inte telefonens pinkod)",  # BankID is no bank code
    # what a template prints is no part of the template
    "kubectl get secret app-db -o go-template='{{.data.password | base64decode}}' → "
    "Qm7vRt2xLp9sKw4zNd8",
    "disney plus password reset today -> 6eo4fUb5S5H3eH",  # a topic, then the new one
    "Bike shed lock: 502 (turn all the wheels back after!)",
    "Xero backup code RHEAE9D692",
    "recovery code: k3J9-x8Qp2",
])
def test_listed_codes_unlock_codes_dials_and_a_quoted_passphrase_mid_sentence_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Discount codes:\n- Nike: 5520\n- Adidas: 7781",
    "PINs were reset in:\n- March: 2024\n- May: 2025",
    "unlock 2024 levels in the game",
    "unlock 5000 points for the badge",
    "the password policy example 'correct-horse-battery-staple' is from xkcd",
    "knitting: 2 right, 2 left, 4 right, 4 left rows",
    "the seats: row 12 left, row 14 right, row 3 left",
    "turn right after 200 m, then left after 50 m, then right",
    "lösenordet byttes i går, det nya står i boken",
    "bank code 20041 for the transfer",
    "password reset -> ask IT on Monday",
    "time lock: 300 seconds",
    "backup code review on Friday, the ticket is INC20240511",
    "window lock: model 2210 from the hardware shop",
    "password reset link -> https://accounts.acme.example/reset",
    "REDIS_URL=rediss://default:{{ .Values.redis.password }}@redis-prod.acme.internal:6380/0",
    "SPKI pins (sha256, base64): ph1HKN1jpcvCjD7sW1k/ilEGFhdCbdKKdJhO5iA1VFQ= + backup pin "
    "cWAp0jsMYk8AL2pku6/CHtOOueE/3jS7PKGYwgJJiAY=",
])
def test_public_code_lists_game_unlocks_directions_templates_and_key_pins_are_kept(
        text: str) -> None:
    assert _kept(text)


# ---- Turkish password words, backup codes in any language, generated passwords (134-137) ----


@pytest.mark.parametrize("text", [
    "ziraat mobil uygulama sifre: 475339",  # Turkish written without its letters
    "trendyol partner sifresi deniz.ipek02",
    "ingenico pos ayarlar -> parola 177125",
    "depo kapısı şifreli kilit 4876*",
    "Instagram kurtarma kodu 9944 1981",
    "insta 2段階の予備コード 28554395 49859667 46815128",
    "Google予備コード\n3895 8591\n7251 7284\n6000 4207\n9445 1847",
    "Zoho OneAuth: TOTP secret NULA FNPP HNDK HID4 WELT ZWWI RIVQ QRQO",  # one digit in 32
    "smtp sifresi -> haqg ohiv ewxt sjvl",  # an app password after any password word
    "Set-ADAccountPassword -Identity jdoe -Reset -NewPassword "
    "(ConvertTo-SecureString -AsPlainText 'Hawks#5365Loop' -Force)",
    "scanner svc acct\nCORP\\svc-scan\nPB^!EC1nJ+zb!MW-gK",  # nothing names it
    "ran 'set system user nsroot 55Tk=vdc*2ha1JT5Oslq' on both ADCs",
    "my card pin 560069",
])
def test_turkish_passwords_backup_codes_in_any_language_and_generated_passwords_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "godown PIN code 560069, courier ko yahi dena",  # India's postcode is its PIN code
    "Sneha WFH address pin 560051",
    "Device Serial Number,Windows Product ID,Hardware Hash\n5CG7868P1K,,"
    "VV/e/VpvilC1/p7cdotFduZenKWIfaxgOAHdntDZUKQW2vGtoAI+DFUzQzd6yWOjensos7kRuOzL0HZ5lVVvF",
    "validate with ^[A-Z]{2}\\d{6}$ before saving",  # a regex pairs its brackets
    "the mail's subject header was =?UTF-8?B?UmVjaG51bmc=?= (Rechnung) in the raw source",
    "parola nuova per il cruciverba: undici lettere",
    "backup code review on Friday, the ticket is INC20240511",
])
def test_postal_pins_hash_columns_regexes_and_encoded_words_are_kept(text: str) -> None:
    assert _kept(text)


# ---- a Vault share, an AppRole secret id, Portuguese codes; ciphertext and Firebase ids (138-141)


@pytest.mark.parametrize("text", [
    "my unseal share for staging vault (keyholder #2): "
    "yli+Wg7a04tGF9IkUBJE8RaejwhJnRLitQPA6N1FElLk",
    "VAULT_ROLE_ID=e5d0e3e7-8bc3-44d6-9229-c180a31d9e1a\n"
    "VAULT_SECRET_ID=7315af83-16a9-47a8-b18d-ca31ea12c433",
    "portão da garagem: teclado exterior 2816*",
    "códigos de cópia de segurança da conta Google:\n4282 4366  5328 8291  7205 1358  8205 6007",
    "Email > SMTP: smtp.acme.example, reservas@casa.example, zaje dkut enfo xowy",
])
def test_an_unseal_share_a_secret_id_a_keypad_code_and_an_smtp_app_password_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "encryptedData.api-key: AgDGqoWcqSg8feVLehcIfYB0PRUmmTp3GK/gLNkLPSNx0p8pXoq0AwbNI4gXdQ/y2P6REu"
    "VXdrLMJKifCAG9oSC/IyVAV/7rInBnAYZIgiv5czPtkERfnPTZ5mREC4uXNwp01Qme6doBMQwm7TDNBZ8h5wbVsWwW",
    "vault lease revoke -prefix database/creds/ehr-admin/ (killed 37 leases incl. "
    "database/creds/ehr-admin/Brc4KrX4B8yAv8Bz4HjHpk3M)",
    '"client_token": "hmac-sha256:1afdd9b18c58b780211c4d6956e28dcdae454765cd1a58a9e491f1701c650f35"'
    " -- hashed by the audit device",
    "GOOGLE_APP_ID 1:158579180311:ios:e36f34823f832721, GCM_SENDER_ID 260635991060",
    "reminder: usishare password ya EMR, kila mtu na user yake. "
    "Audit log inaonyesha nani alifanya nini",
    "the smtp password must have more than twelve characters",
])
def test_ciphertext_a_lease_path_an_audit_hmac_and_a_firebase_app_id_are_kept(text: str) -> None:
    assert _kept(text)


# ---- client-side keys by vendor format or by name, and their server twins (batches 142-143) ----


@pytest.mark.parametrize("text", [
    "mailgun.js validate → key: 'pubkey-97b239922663dfd13b302db60f0834f0'",
    "SPA config (PKCE):\ndomain: acme-dev.us.auth0.com\nclientId: 6kS7gHjin6CFdRthfNivPel1uCGX03MR",
    "plaid link_token for the demo, good for 4h: link-sandbox-60e333e7-e6bf-46d9-ac5b-3a89afc13452",
    "Adyen client key for Drop-in (web): test_TOW78VAX42DTBX12T22J1QWVGPJSF1DI",
    "VITE_PUSHER_APP_KEY=e6c0afa01672823a2754\nVITE_PUSHER_CLUSTER=us2",
])
def test_client_side_keys_known_by_format_or_by_a_bundlers_name_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "VITE_SUPABASE_SERVICE_ROLE_KEY=7f3a9c2e1b8d4f6a0e5c3b9d2a7f1e4c",  # a server key, misplaced
    "Segment Public API token (workspace owner scope!): "
    "sgp_hbEBi9LgclOypXuMsvsLcrFn2KcOfj4cXIeUgXQAmAdlhi2Xfa7bgQRRmhFE",
    "Braze REST key for the trigger job: b13b0ddc-c958-4036-8e65-b52879eeffcb",
    "plaid prod secret was regenerated, new: 16a3d56e0df968d1f576f324000450",
    "ld personal api token, reader only: api-b6a4e101-22ad-4087-ae18-235db96565da",
    "global analysis token für alle scanner: sqa_f73897e922aeb1405e0f0eed8208e755f99e8bab",
    "Vault App Role: role id 70f79750-ec19-4f78-bd91-d021c281c2b0, "
    "secret id be5aedc2-462b-432f-b5f8-1deae3569322",
    "snyk auth 48114916-b89c-47dc-a69c-2337203eb753",
])
def test_server_keys_beside_client_ones_and_vendor_token_formats_are_refused(text: str) -> None:
    assert _refused(text)


# ---- ciphertext containers, CamelCase attributes, client-side vendor keys (batches 144-145) ----


@pytest.mark.parametrize("text", [
    "conn str DPAPI-protected (LocalMachine scope):\n<add key=\"EdiDb\" "
    "value=\"AQAAANCMnd8BFdERjHoA"
    "wE/Cl+sBAAAAQX+R3v3nDcA+6wHordzK6r36b9CcrZKAtfxNL+O2H9uXOCRls/ek5nPEGs4to9PctWelzTuKTrLI\"/>",
    "<EncryptedData><CipherData><CipherValue>kq1c9VJ0fJ2o7m3Xw8ZpR4tY6uI0oP9aS5dF1gH3jK8lZ4xC7vB2nM6q"
    "W0eR5tY9uI3oP7aS1dF</CipherValue></CipherData></EncryptedData>",
    "@Microsoft.KeyVault(VaultName=kv-acme-prod;SecretName=ServiceBusConnection;"
    "SecretVersion=18e740135c48dc272ee4bb7771ce7b24)",
    "<UserSecretsId>8ab95693-8c80-4abb-b6ab-d6cbcb5ac0d0</UserSecretsId>",
    'NREUM.loader_config={accountID:"6474187",licenseKey:"NRJS-935ea74a10918e53dbd"}',
    "braintree.dropin.create({ authorization: 'sandbox_5p1z7rih_403jdowr3pvnra2z' })",
    "typesense search-only key (documents:search on levels) NdwZaBVAbWRhC4JSah6WTCrYoYyPmQwo",
    "new TypesenseInstantSearchAdapter({ server: { "
    "apiKey: 'CMt7XTtSqcFdVVovJIX07qGh3cDmp3gD' } })",
])
def test_ciphertext_containers_camelcase_attributes_and_client_side_vendor_keys_are_kept(
        text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "bt access tok (prod)\n"
    "  access_token$production$b6ihwl0xrhtnilq0$2572c300e713a1c3051569b48e9f81a9",
    "Klaviyo private key (yes it starts pk_): pk_5c8e8776761e2c2b6399b17fe904c30a9d",
    "dotnet user-secrets set \"Twilio:AuthToken\" 6521f3dc07b88f1236a25c9a5a9edb1c "
    "--project src/App",
    "typesense admin key, not the search-only one: NdwZaBVAbWRhC4JSah6WTCrYoYyPmQwo",
])
def test_vendor_tokens_with_a_public_looking_prefix_and_user_secrets_are_refused(
        text: str) -> None:
    assert _refused(text)


# ---- Nordic, Baltic, Hungarian and Romanian locks; push tokens and docs samples (146-149) ----


@pytest.mark.parametrize("text", [
    "avainsäilö Salo – 4562, laatikko rännin vieressä",  # Finnish: a key box
    "Työpuhelimen näytön lukko: 445085",
    "toimiston hälytin: oma koodi 8457",
    "cykellåset 1067",  # Swedish
    "nyckelskåpet vid sakristian: 3396",
])
def test_codes_named_by_finnish_and_swedish_locks_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Nytt orgnummer på fiskebåtselskapet etter omdanningen: 980 599 795",  # a company, no cabinet
    "푸시 안오는 유저 device token "
    "c7c6be91e83b07d1c953fba44953402510744173fb47b754f34968cf0e15e5dd",
    ".env.example for the sample:\nALGOLIA_APP_ID=YourApplicationID\n"
    "ALGOLIA_SEARCH_KEY=YourSearchOnlyAPIKey",
    "vercel project prj_f2xAF1tLLGTovmxOU7r02kqxkmAo, team team_nLLxerRp5nJvjj0tCAgmiG2q",
    "unity project ids: starrush=7ac69e8f-b6e1-446d-b8e7-a908dac969bf / "
    "puzzle=2b5c84de-2e40-4fe5-8954-526a24b5762c",
])
def test_a_company_number_a_push_token_docs_samples_and_project_ids_are_kept(text: str) -> None:
    assert _kept(text)


def test_a_runner_registration_token_is_still_refused() -> None:
    assert _refused("forgejo runner registration token: 1734VN3tcDDPVj0bHcTPoKdmzBXji6PG6pCdWnID")


@pytest.mark.parametrize("text", [
    "vault master phrase -> lantern herring quartz rocket glacier copper",  # drawn, unquoted
    "my master passphrase, in case:\ndapple wagon copper canyon willow igloo quartz",
    "brother MFC web mgmt pw was default, set to Cobalt-canyon-023!",
    "Okafor meraki dashboard - shared acct it@okaforlaw.example\nGST3ID3@6Z57sEMs%C\nSAML later",
    "webinar hostkey 189195 (the account is marketing@)",
])
def test_drawn_passphrases_a_password_set_to_a_value_and_a_host_key_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "reminder kwa staff: usishare password ya EMR, kila mtu na user yake. Audit log inaonyesha "
    "nani alifanya nini",
    "Dah tukar password wifi rumah, nanti saya WhatsApp Kak Yati yang baru.",
    "AS-REP hash for the report: $krb5asrep$23$svc_sql@CORP.TEST:9f2c1a$7d4e0b8c1a2f3e4d5c6b7a8f",
    "the password must be set to expire every 90 days",
])
def test_prose_after_a_password_word_and_a_hash_notation_are_kept(text: str) -> None:
    assert _kept(text)


# ---- references in manifests, client SDK keys beside their twins (150-153) ----


@pytest.mark.parametrize("text", [
    "grafana-oncall bot key -> eyJrIjoiRWdscXRkVmpldW1tcmZ0dWd4TlZHZ2hMM2FscGdsWk8iLCJuIjoib25jYWxs"
    "LWJvdCIsImlkIjo3fQ==",  # Grafana's API key before service accounts
    "opendental login for the doc's laptop: DrReyes / y#5vDz38CDiOY2",  # a user, then theirs
    "router admin page 192.168.1.1 -- admin / *blVu9J@oe5%",
    "new availity password since the old one expired -- Smile_15_Roadrunner",
    "office safe 35-35-27",  # a dial's numbers
    "net user spravce Hodiny-hodiny-130* /add",  # Windows' local account, with its password
    "sifrovaci klic sdilene slozky 'ucetnictvi' na NASu: 8nWlzSRyU5lBabdrZ9",  # Czech: a key
    # the credential named earlier in the value's clause, past a word that names data
    "Hetzner API token for the shop project, read & write -> "
    "Wq7mIXZG0V326zGjZLCf6j7HhjwM9Vik7OnEW5HSZroTzBxV4RIIBn7Ytngjvq98",
    "bank business login changed to Pike0111# - user id is IVI6OEN6",
])
def test_a_grafana_key_a_user_password_pair_and_a_credential_named_in_its_clause_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  data:\n"
    "    - secretKey: password\n      remoteRef: {key: prod/db-password, property: password}",
    "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db\n"
    "        key: password",
    "APP_STORE_CONNECT_KEY_IDENTIFIER=8HS9XSQZ9G\n"
    "APP_STORE_CONNECT_PRIVATE_KEY=@env:ASC_P8  (codemagic reads it from the secure group)",
    "amplitude api key (client, goes in app): d8e714277b523452d73195ed5c3713f4 — NB the secret "
    "key is a different thing and I haven't made one",
    "mixpanel project token for brewlog 96fe9f3985b7f7088deb574d6b2a2feb (project id 5042676); "
    "the api secret is in 1P",
    "my iphone 15 apns token (sandbox) "
    "2e0d8a55455b29fa64572dafb1b04e2bb2c8ebf68055852fbdab5ca7c6ce2438 — for testing pushes",
    "muj verejny klic na server:\nssh-ed25519 "
    "AAAAC3NzaC1lZDI1NTE5AAAAIPxCPHKFZIuoxqYabxFw1gVRaLJEFd2u9jhScybo3e7I ivana@kancl",
    "QR platba: SPD*1.0*ACC:CZ4620100000005191940945*AM:81790.00*CC:CZK*X-VS:42479180",
])
def test_manifest_references_client_sdk_keys_a_push_token_and_a_qr_payment_are_kept(
        text: str) -> None:
    assert _kept(text)


def test_a_client_sdk_line_that_names_its_own_key_secret_is_still_refused() -> None:
    assert _refused("amplitude secret key: d8e714277b523452d73195ed5c3713f4")


# ---- client keys by their vendor's format or said restricted to a domain (154-157) ----


@pytest.mark.parametrize("text", [
    "new hcaptcha secret after they changed format: ES_082fc461d2efc2370bbf5ccae85bc96c",
    "curl --user :6af7f5e6d57425e1516a6bfb317f83f1 https://mainnet.rpc.acme.example/v3/x",
    "helm upgrade rudderstack ./charts/rudderstack "
    "--set rudderWorkspaceToken=rTSt7r6cexYeaGD1KPpKQBU",
    "mixpanel SA for the warehouse connector: exp-readout.1slf.mp-service-account / "
    "WpUGDr5ipVYkq6fCyejwm53m23699xQ8",
    "CH default user pw (self-hosted posthog): Lantern-74-Rain!",
    "relay auto config key regenerated: rel-b3814a16-81ea-4c9b-8951-dfdbc86249f9",
])
def test_server_keys_beside_a_client_sdk_and_an_empty_user_s_password_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "LD mobile key for the iOS app: mob-b61d994c-e9dd-4949-8242-35d542694f00",
    "Statsig client key (browser): client-NvmviKvhJPA1RpqEmEbz4bjiB107YyT5GlzqMH5qmVG",
    "EOS client id for the game client xyza7891IcWPahjCe6VQos8rdJJkFzjX",
    "delete stale webhooks wh_ub7z435r4bwc402j and wh_d7kz4p5jctrn97hn",
    "Statsig experiment 'search_ranking' has 3 groups: control / bm25 / bm25_boost",
    "db.tourbook.internal:5432 (private net only), pgbouncer on :6432",
    "solana devnet mint authority pubkey 7p9Bu6wbw8UoRqWhHa6euVTZNoyT2EHJoTLoQcu6Y7S9 "
    "(secret is NOT here)",
    "HERE maps JS apikey S8uQ-6UI8d_uVbHE2Iw3eENHMVifchuwLYWn6wsZbJB (referrer-restricted)",
    "here frontend key for cottages: DKMwM-3eB-nFysBj6dFevO1OZZLg16PfQXzcAYYOYmO",
])
def test_client_keys_by_format_ids_a_slash_list_a_port_and_restricted_keys_are_kept(
        text: str) -> None:
    assert _kept(text)


def test_a_server_key_beside_a_restricted_front_end_one_is_still_refused() -> None:
    assert _refused("Algolia admin API key 69a4c0bed091324cfb411be80d4a101f (the search-only one "
                    "is in the frontend)")


# ---- key ids in an audit, settings named id, Greek (158-161) ----


@pytest.mark.parametrize("text", [
    "CloudTrail: the GetObject spike came from access key AKIA5T4HFNZOLPO3X2K3 (user shipper)",
    "IAM credential report: AKIA6MDBQY5XW4LDM97I last rotated 2024-11-03, last used today",
    "AWS_ACCESS_KEY_ID=AKIAXXXXXXXXXXXXXXXX\nAWS_SECRET_ACCESS_KEY=<your-secret-here>",
    "API GW requestId 87f575dc-e753-401f-8b61-b44123007007, extendedRequestId A1OGoXvNgGmN7u=",
    "VERCEL_PROJECT_ID=prj_F3xdlxO3MA18EVnTzchxZ5bVwhDs\nVERCEL_ORG_ID=team_uqzJXpNHRX2OLhmtEF2TyCNL",
    "CDA token (published content only, ok client side): "
    "nhouYR4S3iHo1Z-a6XTv_KJKjc4xGZ4EiaciplGNAWM",
    "Το PIN του POS είναι 4ψήφιο, το extra PIN της τράπεζας 6ψήφιο",  # Greek: its length
    "ΕΝΦΙΑ: πλήρωσε με κωδικό RF11462828050233887827928 από τη winbank",  # a payment reference
    "maps JS key for the store locator, referrer-restricted to *.acme.example: "
    "AIzaKfYbfCJHWd8K8eH4VZDG1Isc1B7TGAo8zhI",
])
def test_a_key_id_in_an_audit_ids_in_settings_and_a_restricted_maps_key_are_kept(
        text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "aws_access_key_id = AKIA5T4HFNZOLPO3X2K3 for the deploy user",  # no audit: still refused
    "Πάρκινγκ Ευαγγελιστρίας, μπάρα: 6960",  # Greek: a barrier's code
    "ΕΥΔΑΠ e-services κωδ. cyA1JSglho6WT6lI",  # "κωδ.", a password's word cut short
    "portal session cookie: session_id=Bw-FLjeWT62lncJqLxs82TH9V5Q14xqlI83o5Y4j",  # it opens
    "Maps server key, not referrer-restricted: AIzaKfYbfCJHWd8K8eH4VZDG1Isc1B7TGAo8zhI",
    "client-side encryption key for the uploads (client side only): "
    "nhouYR4S3iHo1Z-a6XTv_KJKjc4xGZ4EiaciplGNAWM",
])
def test_a_key_id_outside_an_audit_greek_codes_and_server_keys_are_refused(
        text: str) -> None:
    assert _refused(text)


# ---- OAuth and OpenID Connect data, typed ids in pairs, Mexican Spanish (162-165) ----


@pytest.mark.parametrize("text", [
    "auth0.plist\n<key>ClientId</key>\n<string>qMc2q6Dx78UQcGrgjbGhsMbXYl3q7p2Q</string>",
    "unit test fixture, alg none so the verifier must reject it:\neyJhbGciOiAibm9uZSIsICJ0eXAiOiAi"
    "SldUIn0.eyJzdWIiOiAidXNlci0xMjMiLCAiaXNzIjogImh0dHBzOi8vbW9jay1pZHAudGVzdC8ifQ.",
    'decoded id_token claims (token not saved):\n{\n "sub": "auth0|4501a765e3a865a76fca8e0b",\n'
    ' "aud": "Q0WAYtQ67N4npCfDAfGwBz7eFIyLvkQh",\n "nonce": "Q54sOd1YQU9eLo_2v9lm7A",\n'
    ' "at_hash": "nlvt-HbI_pJVXsz4Rxo9aA"\n}',
    "x5t Lav1WX1wuRAPDT1c1iDbDiheN8U / x5t#S256 Civ9dbtp6IHCvfH71yNbcICoVro8jNTQ1aZDOFouVhM",
    "user auth0|e6a25c2cefcdf4e4de36b5b0 linked to google-oauth2|223392195092701496271",
    "passkey registered: credential id QkoeTvM2zwKb0MJPKKkrH4nhYbGTCc5fc6vsrn1ADgY (iCloud)",
    "msg sids for the report: SM5e325c52a3381724fb051d98e303c6ed, "
    "SM3fe7a52c845ca1a78d7efdf03911986f",
    "stripe promotion code promo_1IYCcWXZ2lBgKl1Z6o219Cve, customer-facing code WELCOME15",
    "env-nh9qp / lkc-j9sa0 is prd clickstream, lkc-m678w is stg",
])
def test_oauth_data_identity_and_twilio_ids_and_a_pair_of_typed_ids_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "short-lived tok for the spike, dapidfffbfedc0b51bd984f0b4446aed5fdf-2, expires fri",
    "NIP tarjeta de débito empresa (BBVA terminación 2327): 4618",  # Mexico's word for a PIN
    "Infonavit empresarial, usuario el reg. patronal, contra: DwW1cV2M4qWj",
    "Conekta llave privada producción: key_fAUp1BamoRLdJSgPyvbGWkLICZe",
])
def test_a_databricks_token_and_mexican_words_for_a_pin_a_password_and_a_key_are_refused(
        text: str) -> None:
    assert _refused(text)


# ---- a vendor's key named bare, camelCase keys, code comments (166-169) ----


@pytest.mark.parametrize("text", [
    "pin mistralai/Mistral-7B-v0.1 at revision ae5ac0e47813bda52b56cb782970b208bca15d26",
    "final client = SearchClient(appId: '8RVX2BTLVC', apiKey: "
    "'b6ffc7a40390829db1f620b7e88e22e8'); // search only ACL",  # the line's comment says so
    "gpg key: 5255D03D3D7D80D1BC4F40C56F801F7509EF5991",  # a fingerprint
    "optimizely.createInstance({ sdkKey: 'tyabgU7bcvdNDGjkRYAtst' })",  # built into the app
    "InstrumentationKey=3f2a1b9d-8e4f-4a8b-b6c5-d4e3f2a1b0c9;IngestionEndpoint=https://x.test/",
    "kms key (prod): mrk-1234abcd12ab34cd56ef1234567890ab",  # a multi-region key's id
    "Honeycomb browser ingest key: hcaik_01hx5k29fLq0aZ81mQp2Lr7vBnS4",
    "the runner key was v3-node-modules-bf7f8608b2823b492dd4e30fb70658c3a1c5e637",  # a cache's
])
def test_model_repos_fingerprints_sdk_and_browser_keys_and_kms_ids_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "W&B key (team acme-ml, my user): 5255d03d3d7d80d1bc4f40c56f801f7509ef5991",
    "kagle key for the intern acct (rename later) -> ca21ca47574d34bf5296ea0d6d3737f1",
    "const _vaultKey = 'f63462f16f88df0d721bf927162c3ab990094da5b9060f0d5cf100438ebafbb1';",
    "scale api key for the labeling vendor pilot: live_2c7a94c1cdde6bad13e2338a8d9adff1",
    "lost token again... emergency access code H7BTUMJX set, fixed-code mode",
    "final client = SearchClient(appId: '8RVX2BTLVC', apiKey: "
    "'b6ffc7a40390829db1f620b7e88e22e8'); // admin key, search only later",
])
def test_a_vendors_key_after_an_aside_a_camel_case_key_and_an_access_code_are_refused(
        text: str) -> None:
    assert _refused(text)


# ---- asides before values, typed ids named twice, safety numbers (170-173) ----


@pytest.mark.parametrize("text", [
    "Persona inquiry inq_7j9MXzZABOojaZowdIECLNTk failed selfie check, manual review queued",
    "Craig said compare the WhatsApp security code with him: 09471 13655 44483 38065 30305 "
    "62239 15835 31675 36734 27711 06437 60222",  # a safety number: both public keys
    "zpool status: tank ONLINE, mirror-0: ata-WDC_WD40EFRX-68N32N0_WD-WCC7KHRUJ4J6 and "
    "ata-WDC_WD40EFRX-68N32N0_WD-WCC7K6SOY7RV",  # disks by id: model and serial
    "licence: MIT",
])
def test_an_id_named_by_its_prefix_a_safety_number_and_disk_ids_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "JWT_SECRET (HS256, service-to-service between ledger-api and payouts) = "
    "1c43b56364f192422c327d24d7d3c1759893ebaf8354022aed94e21b65d11896",
    "session sess_7j9MXzZABOojaZowdIECLNTk",  # its prefix names a credential
    "xtra email pword cortina#798 / Spark say move it to Yahoo or something, not yet",
    "elementor pro licence for yoga: 6c41c8d61165d0630d8c0e344bfeb545 (client paid)",
    "Algolia ADMIN key (indexing) for the ceramics catalogue 113c8de44f72cf0980daff907045920d",
    "door code: 09471",  # five digits alone are still a code
])
def test_a_name_an_aside_then_its_value_pword_and_a_licence_are_refused(text: str) -> None:
    assert _refused(text)


# ---- release signatures, recovery codes in hex, stream keys, arrows (174-177) ----


@pytest.mark.parametrize("text", [
    "release.tar.gz.sig (public, attached to the release):\n"
    "MEUCIQDx3c2Bf0H1mZ6tq8rY0xS5uVw2pK9lN4jE7aT1bC3dGwIgR8sV2nW5yZ0xQ3mK7jH4fD1aS6gL9pO2uI5tE8rW"
    "1cY=",  # an ECDSA signature
    "docsearch config (search-only key, it's in the page source anyway): appId H1U9OTOXA7, "
    "apiKey 605184cc5b6ce2b418999c8fe1f86550, indexName lumen-cli",
    "svc_sqlagent pw -> CyberArk safe Svc-Accounts-SQL / MRCU-svc_sqlagent. do NOT copy",
    "ssh-keygen -t ed25519 -N '' -f deploy_key",  # no passphrase
])
def test_a_signature_a_search_only_key_and_a_pointer_to_a_vault_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "WINDOWS_CERT_PASSWORD -> tqQZIjgQosph80esGFbxHmFr",
    "PyPI recovery codes (org owner account)\n91db1ba173a0755a\n4bd4484a45134d9b\n"
    "c800b0801e91f46e\nd9bf15b5d6c2dfb7",
    "ssh-keygen -p -f ~/.ssh/id_ed25519 -P '' -N 'MIHnsZP1Za36KLz59A'  # added a passphrase",
    "buzzer code for my building 1625",
    "for the larix app: rtmp://live.acme.example/app/live_439188340_Q6bk4g8mqnBvIBCOWikAEXmBSr1ELA",
])
def test_an_arrow_hex_recovery_codes_a_new_passphrase_and_a_stream_key_are_refused(
        text: str) -> None:
    assert _refused(text)


# ---- NATS seeds, webhook secrets, SID pairs, masked tails (178-181) ----


@pytest.mark.parametrize("text", [
    "pg password_encryption = scram-sha-256 now, md5 entries in pg_hba removed",
    "GST OTP for Sharma goes to mobile ending 3665 and email accounts@sharma.example",
    "nats user public key UAWENUOHPHREQ6T6LBIGODF7P4PX2ZEEQOARPNQPLQM3QHDLHEDCWYWG",  # no seed
    "account lockout threshold set to 10 attempts",
])
def test_an_algorithm_a_numbers_last_digits_and_a_public_nkey_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "stripe listen --forward-to localhost:8080/webhooks/stripe gave me "
    "whsec_aSHdtFAlUOTsXZyCrs5lDsovhtUVKGeC - put in .env.local",
    "nats seed for orders-svc (nsc generated): "
    "SUAWENUOHPHREQ6T6LBIGODF7P4PX2ZEEQOARPNQPLQM3QHDLHEDCWYWGL",
    "twilio creds for the sms bot\nAC70ded39048f91d3fd8e7777453bcd1fb:"
    "b462eaa5c18ded607f1dcc95162de583",
    "Aadhaar paperless e-KYC zip for Mrs Nair, share code 5900",
    "card PIN 3665",  # a PIN is still a PIN
    "rang back T. Nguyen re lockout. set to Puffin-lantern-215  'must change at logon' ticked.",
])
def test_a_webhook_secret_an_nkey_seed_a_sid_and_token_and_a_share_code_are_refused(
        text: str) -> None:
    assert _refused(text)


# ---- standards, fingerprints in other words, network names, listed passwords (182-185) ----


@pytest.mark.parametrize("text", [
    "Donnerstag 13:30-14:30 in Teams. Jonas schreibt das Protokoll für den "
    "IEC-62304-Review-Nachweis.",  # a standard's number, not a value
    "odcisk klucza GPG do weryfikacji buildów Linux: 180FC992C8590FC5C53EA59D8DBA13CED6F93420",
    "réseau Wi-Fi de l'école: EcoleMusique-N33D (le mot de passe est affiché à la réception)",
    "Password policy\nexpiry: 90days\nmin: 12chars",  # a policy's settings, listed
    "PAC file at http://proxy.internal/proxy.pac",
    "WPA2: yes, WPA3 transition mode",
])
def test_a_standard_a_fingerprint_a_network_name_and_a_policy_list_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    'bot.run("MTExNTExMzk1MTMyODAxMzEyOQ.1pu8Xr._0M9MjJwkEVjaLZIDT0rz_HHzcL")  # TODO env',
    "PDF passwords\nprojet 2025-972: 7JFT8ynY\nprojet 2025-652: KkpEoj6S",
    "security questions (random answers):\n1. ville natale -> nocturne castor\n"
    "2. premier prof de piano -> NixBVLNMxa5m",
    "Terminal PINs:\n  front desk  -> 4967\n  consult 1   -> 7900",
    "terminal 2 supervisor code 079164 - needed for refunds",
    "AIB iBB - reg no 29555363, PAC 08492",
    "Pasfhocal nua don PMS (reception): Kennel_8454CF",
    "sekret klienta Twitch (drops kampania): 68txzhizpfmjrhhevm8jb4lxnsplmr",
    "wifi for the booth WPA2: szachy-latarnia-quiver-smok-bigos20",
    "erlang cookie rabbitmq-cluster: XSWMPZEYOBPYBAZICOZQ",
])
def test_a_bot_token_listed_passwords_terminal_codes_and_a_wpa_key_are_refused(
        text: str) -> None:
    assert _refused(text)


# ---- mail signatures, chain addresses, digests, wallet keys, users files (186-189) ----


@pytest.mark.parametrize("text", [
    "ARC-Seal: i=1; a=rsa-sha256; t=1759813322; cv=none; d=acme.example; s=arc-2024;\n"
    " b=h8+Ql3IcLibXpk2R6lYhifPTNdaVNIJaeR4DxN210cfQKOV171kjGJ4uqRojcrhPovyaE5T9zoMg0ixcRYbes"
    "wOIEEFbvDZy3txfNptZVmknmmz6fob5+M+zQzJTVCHXcw8VXEc3w4zn1zwAJTGypSw9ANSFSd9L/VG84MIpU8k=",
    "the signing works, header has d=acme-bakery.test s=mail2024 "
    "bh=62x2DD1D/qjHcA+93MRwO207jvCVgkvENOkMfqelIQA=",
    "contract of the token (check on etherscan): 0xa4814de4ec2ea737049996a62c112cb3adb86643",
    "public key of the offline backup key: "
    "age1m6ghkdh94dvcdve9ayfwu5wtgd0fe6w7s53efjtfe3uhtkr8yqnrjf82ux",
    "pin do postgres: postgres:16-alpine@sha256:"
    "871acc812ddb0b1196e4ba1275608e0a65173cbb5020ddcc949514e2f93123b7",
    "txid da cobrança: Kujanu6kB24jd6DBN80X8v3am0hM2K8I",
    "sg_message_id wOxYTS25i9AgUW08yPB76x.filterdrecv-18198d58f4-sw0hi-1-4CD2F386-49.0",
    "tx 0x1aab136859a843a59d7dd678bbdf70b24ba3eb13d321df82d9c3855603854005 confirmed",
    "SSID Hogwarts, password in 1Password",
])
def test_mail_signatures_a_contract_an_age_recipient_and_a_pinned_image_are_kept(
        text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "xprv of the test wallet: xprv9SEN1HcTRXgGniyeSTv5gXYFq5NaVBjZWvai5ZZSrsUuboeEPgnjKSamfo"
    "hxSWDcprJwi98DHuJrRoeSfkvNLmv238KensejhKFwuzoh5tj",
    "Rabby wallet pk 0xa2422eba91fc6eb177e82c587c7c7946d017bec4b528c765accc00bcda18fa2d",
    "const wallet = new ethers.Wallet("
    "'0x1aab136859a843a59d7dd678bbdf70b24ba3eb13d321df82d9c3855603854005', provider);",
    "hCaptcha account secret 0x7334d1fd51602d66558f18d91cbb9ccad410b2bd",  # a secret, not a wallet
    "accounts@meanwood-brew.example:{PLAIN}a1g7RTqDkzvfIOc4Ck93:5000:5000::/var/vmail/mb/",
    "wifi for kaiako devices - SSID KC-Kaiako, key pipi-pohutukawa-kea-pukeko",
    "VeraCrypt container 'Finanzen.hc' password: cloudclinicbottomarchaddictall",
    "Windows local Administrator on the imaging USB builds - Moana3411!",
])
def test_wallet_keys_a_users_file_a_network_key_and_a_run_together_passphrase_are_refused(
        text: str) -> None:
    assert _refused(text)


# ---- Korean codes, JavaScript keys, colour codes, key names (190-193) ----


@pytest.mark.parametrize("text", [
    "KAKAO_JS_KEY=8827f66abb456648d1c5a5574e8bc390 (플랫폼 도메인: cafe-order.example)",
    "Wifi netwerknaam: Thuis041 (2,4 GHz) en Thuis343-5G, WPA2/WPA3, kanaal 36",
    "Bestelnummer verf bij de Gamma 120518537, kleurcode RAL 6021",
    "databricks secret scope 'dataplat', key 'kafka-scram-password' → "
    "dbutils.secrets.get('dataplat', 'kafka-scram-password')",
    "암호화폐 거래소 주문번호 20260412-88213",  # a cryptocurrency exchange's order number
])
def test_a_javascript_key_a_colour_code_and_a_secret_scopes_key_name_are_kept(
        text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "공인인증서 빕번 BlueBusan86#uk  ← 부가세 신고할때 홈택스에서도 씀",
    "인터넷뱅킹 인증서 암호: yxQNxwlC7zBzd0jAh1hl\n만료일 내년 4월, 갱신 잊지말기",
    "창고 번호키 41318#",
    "KT텔레캅 경비해제 번호 830775",
    "보안업체 해제코드 6577* (문 열고 30초 안에)",
    "카카오 디벨로퍼스 Admin 키 6cd7abcfbb5a1b666ca294047b7b503f",
    "카카오페이 어드민키 de517b9fd18938344fa864eea49315f8 (결제 준비 API용)",
    "hasło sprocket-quiver-dwindle-cobweb",  # a passphrase's words are still drawn
])
def test_korean_passwords_disarm_codes_keypad_locks_and_admin_keys_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "hcaptcha secret for the old soap form 0xcf0b99a51ae7f4f75118ee29bbbb681709e8b20b",
    "LUKS on the backup usb drive: pickle spruce walnut granite juniper",
    "passphrase for rsa_key.p8 (DBT_CI) -> willow ferry ferry kestrel 95",
    "vault pw for prod group_vars:\nteal teal pike puget 26",
    "Virgin hub settings password is dyjrhkcn - needed it to move the channel off 11",
])
def test_an_hcaptcha_secret_drawn_words_and_drawn_letters_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "hCaptcha sitekey 3a1f2c9e-5b7d-4e8a-9c1b-2d3e4f5a6b7c",  # public, in the page
    "LUKS setup: aes xts plain sha256 iterations",
    "password: see the team vault under shared items",
    "the password is lowercase",
    "Password: disabled",
    "test card 4242 4242 4242 4242, any future exp, any cvc, zip 98101",  # a postcode
])
def test_a_sitekey_a_luks_setting_and_words_about_a_password_are_kept(text: str) -> None:
    assert _kept(text)


# ---- long PINs, ACL secret ids, inline signing secrets, fuzzy hashes (194-197) ----


@pytest.mark.parametrize("text", [
    "Il mio codice PIN Fisconline è 7786710966, non perderlo di nuovo!!",
    "PIN dispositivo INPS di Studio Tassinari: 0H5PQTFH1C53H6PT",
    "dispositiva = 73688413  (non è quella di accesso!)",
    "Encryption key for the offsite backup: nettuno sanluca garisenda sanluca savena asinelli",
    "nomad acl bootstrap ->\nAccessor ID  = 86f21acf-3cde-4a2f-b210-d649901af16b\n"
    "Secret ID    = 6c73dc77-ea00-49fd-af19-f199e31299ac",
    "Node service: jwt.sign(payload, 'JiIb@9MArsIh20VFb3eU5Gax') - same secret in prod",
])
def test_a_long_pin_an_acl_secret_id_and_an_inline_signing_secret_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "ssdeep: 166:2Ex4JldyJnrwBAI25Oofc69TKMTvtwM4MRvdsgs+:IuJCh0/Gp4Xp8jm78U2eyg",
    "jwt.sign(payload, process.env.JWT_SECRET)",
    "Accessor ID  = 86f21acf-3cde-4a2f-b210-d649901af16b",  # the ACL token's public half
    "Clio-M365 sync secret: Secret ID 7192bccf-39af-4282-bd8b-403766dcdcb9, value hint 'aN3', "
    "expires 2026-09-30",  # an Azure app secret's id: its value is elsewhere
    "aws secretsmanager get-secret-value --secret-id prod/db",
])
def test_a_fuzzy_hash_a_secret_from_the_environment_and_an_accessor_id_are_kept(
        text: str) -> None:
    assert _kept(text)


# ---- payment keys, function keys, card expiries, Vietnamese (198-201) ----


@pytest.mark.parametrize("text", [
    "PayU POS 956301 – drugi klucz (MD5): 4b557d126fc35eb74ad76cff59b256f5",
    "https://func-acme-ingest.azurewebsites.net/api/HttpIngest?code="
    "7z4jYaHeY6BI_Za57o4FkNt6xqpYoIGSY29GQUnR0HpNh4q5AEPDVj==",
    "my card 5399444826305110 03/2026 072",
    "Khoá bí mật ứng dụng Zalo (developers) của OA Hạnh Decor: N0qciJOrkt642ii660MK",
    "Mã cửa kho Q7: 5344#",
    "ma du phong 2 buoc: 8737 6166, 5623 1182, 5371 3457",
])
def test_a_payu_key_a_function_key_a_card_and_vietnamese_secrets_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Code quà tặng KOL: LCPU7883-DECOR (dùng 1 lần, công khai trên video)",  # said public
    "md5 of the upload: 4b557d126fc35eb74ad76cff59b256f5",
    "https://func-acme-ingest.azurewebsites.net/api/HttpIngest (key in Key Vault)",
    "Bollettino pagoPA\ncodice avviso: 7147 3451 5525 2973 76\nscadenza 28/05/2025",  # a date
])
def test_a_public_voucher_a_digest_and_a_function_url_without_its_key_are_kept(
        text: str) -> None:
    assert _kept(text)


# ---- typos, Afrikaans, a change said at length (202-205) ----


@pytest.mark.parametrize("text", [
    "Westpac online banking - customer ID 19443459 pasword Bella9180$",  # a typo still names it
    "Email password changed by the computer man at Harvey Norman to Biscuit0808?. Write it down",
    "Ons Canva wagwoord is nou wn6MyFP4SLwqFnsV5HDP",
    "Kluis kombinasie 7875 - override key is in the blue box",
    "Brandkas by Stonehaven (for the cash bar float): 8933#",
])
def test_a_misspelt_password_a_change_said_at_length_and_afrikaans_safes_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "account changed hands in 2019 and moved to Berlin",
    "the password was changed by IT on Monday, ask them",
])
def test_an_account_that_changed_hands_and_a_change_without_a_value_are_kept(
        text: str) -> None:
    assert _kept(text)


# ---- recovery codes in rows, a login under an account, a dial's numbers (206-209) ----


@pytest.mark.parametrize("text", [
    "okta recovery: 4023-3794  9662-9082  1861-5430  9286-4730  7668-7812",
    "Okta Verify lost phone fallback codes\nltrtv4ajes\nv0h0jinyrg\ndn6hw1m9ch\n1r2380xwj5",
    "htpasswd for the docs preview site -> reviewer:dUAHP11ht4TsHr",  # the site, no example
    "hsm partition pin (DR site, ap-southeast-3) -> 0972-3158-5749-9014",
    "disney+ acct\nkatiemurphy.rn83@comcast.example\nbeachcoco080",
    "combination for my work locker lock: 29 0 29 (right left right)",
])
def test_codes_in_a_row_a_login_under_its_account_and_a_dials_numbers_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "pin image ghcr.io/acme/pay-gw@sha256:"
    "5848307e04351e410d98fa062c175ee33cbde6821be8782cc863671bd7229113",  # "pin": a verb
    "KMS-Client-Setup-Key (GVLK, von Microsoft öffentlich dokumentiert) für Server 2022: "
    "L5OUB-YN39G-V1JSN-3RS9U-58EX2",
    "ESET Trial (öffentlicher Evaluierungsschlüssel aus dem Partnerportal): "
    "9LZH-HP6Y-7I2Z-LFA4-4GU6",
    "contact\nkatiemurphy.rn83@comcast.example\nroom2080",  # no account named above
    "Stripe example from the docs: sk_test_4eC39HqLyjWDarjtT1zdp7dc",
])
def test_a_pinned_digest_a_public_trial_key_and_an_address_under_a_contact_are_kept(
        text: str) -> None:
    assert _kept(text)


# ---- words after an arrow, a meeting's passcode, a key as YAML's list (210-213) ----


@pytest.mark.parametrize("text", [
    "fastlane match decryption password -> ember tram pixel kiez 66",  # a number ends them
    "Snowflake keypair decrypt phrase: biscuit brolly pigeon crumpet canal - openssl asks",
    "Zoom for the Okafor mediation: Meeting ID 887 7692 9586, Passcode skA6YE",
    "zigbee2mqtt network key:\nnetwork_key:\n" + "".join(
        f"  - {b}\n" for b in (255, 12, 154, 46, 80, 133, 152, 91, 202, 68, 229, 197, 23, 150,
                               174, 146)),
])
def test_words_after_an_arrow_a_meetings_passcode_and_a_key_as_a_list_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Node key for pve1 is nodekey:"
    "0ccaaba8d9b38e56a9f162c24cb9631ccee479ebefe4d263a6fd5ee63cd976b5, expiry disabled",
    "Upload keystore + passwords: 1Password vault 'Mobile Release', item 'Kiezmap upload key'.",
    "key_id: 38STN5N1R0\nissuer_id: 039359a0-45e2-40f5-9602-d19d30a59a14\n"
    "key_filepath: ./AuthKey_S6095NF92L.p8",
    "key sizes we allow:\n  - 128\n  - 192\n  - 256",
    "Zoom meeting ID 887 7692 9586 (the passcode is in the calendar invite)",
])
def test_a_tailscale_node_key_a_vaults_name_and_a_keys_file_path_are_kept(text: str) -> None:
    assert _kept(text)


# ---- a quoted archive password, vendor tokens, a recorder's code (214-217) ----


@pytest.mark.parametrize("text", [
    "7z a -p'Lantern-77-Fox!' -mhe=on respaldo_mayo.7z D:\\Respaldos\\*",
    "new secret id for approle/gitlab-runner: 73cdc2f8-2c30-4349-8787-f614f493afbf",
    "jfrog reference token for the docker-remote repo "
    "cmVmdGtuOjAxOjE3ODgxNDYxMDg6Z1IyRFBxYkJkTXNzS0s3aDZSaGpxYm5UN3VJ",
    "FIREBASE_SERVER_KEY=AAAAt3DE9Xi:APA91blqyGCoUg01G3vWphAAP2Yud4qQA9MeQj7a6EDAryc3pfBXBC1eRiS"
    "bFycsUgaItgaCheYljzrbhERDUXncEybLO2lIor6BinHKKEJyCAJoCDwQwRg7jt_gzgD6-GXWs7PFgrhH",
    "Quiz machine engineer code 305783 (for the settings + emptying)",
    "Verification code for cctv on phone = MHTIRD",
])
def test_a_quoted_archive_password_vendor_tokens_and_a_recorders_code_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "terraform force-unlock 0394e33c-720f-4021-bde4-f8bb36631cd6  (stale lock)",
    "El NIP de BBVA no puede ser consecutivo (1234) ni repetido (1111)",
    "aws secretsmanager get-secret-value --secret-id prod/approle",
    "Verification code for the booking = MHTIRD",  # no recorder named
    "FCM device token cX7y1:APA91bH4 for the test phone (a push address)",
])
def test_a_lock_id_a_pin_rules_examples_and_a_booking_code_are_kept(text: str) -> None:
    assert _kept(text)


# ---- a keypad's hash key, Japanese locks, a routing key (218-221) ----


@pytest.mark.parametrize("text", [
    "Pour consulter la messagerie depuis l'étranger : composer le numéro puis 3841#",
    "portail chez les grands-parents (Écully) → 3307#",
    "マンションのエントランス解錠コード 5062＋鍵マーク",
    "iPhone 画面ロック 164026 機種変したら同じにする",
    "鍵のパスフレーズ忘れたら終わりなのでメモ→ sora-neko-umeda-takoyaki",
    "pd routing key (events v2) - tbk1cu4glazdcj4td982nhmf7qakzq87",
])
def test_a_code_before_the_hash_key_japanese_locks_and_a_routing_key_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "modal app stop ap-ft2yAHFdNn5Y378bW7DJkY",
    "modal volume vo-4w1hIMzHuaNd3tB2540KTD mounted at /ckpts",
    "sealed value for the regcred, scope namespace-wide:\nAgB" + "zoCuWbx5GKTBA4alC4kcTXS" * 14,
    "see issue #2231# and the 2024# tag",  # a number after a hash is an issue's
    "RabbitMQ routing key orders.created.eu",
])
def test_modal_ids_a_sealed_ciphertext_and_a_message_routing_key_are_kept(text: str) -> None:
    assert _kept(text)


# ---- bypass codes, Italian keypads and technicians, a short code (222-225) ----


@pytest.mark.parametrize("text", [
    "Duo bypass codes for on-call (each works once): 0555-1699  0815-4552  3459-8926  8282-9785",
    "Registratore telematico: codice tecnico 232600",
    "codice di emergenza cassette di sicurezza (tecnico Dom) 97349838 + tasto #",
    "Codice tastierino ingresso notturno (self check-in): 411562",
])
def test_bypass_codes_and_a_keypads_a_technicians_and_an_emergency_code_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "clerk password settings: min length 12, check against breached passwords",
    "Secret ID (not the value) of the Teams bot credential: 679cd538-ebc3-4f76-9d79-2cb1500aed50",
    "STK push: BusinessShortCode 697520, TransactionType CustomerPayBillOnline",
    "Timestamp format for the STK password is YYYYMMDDHHmmss",
])
def test_password_settings_a_secrets_id_a_short_code_and_a_date_format_are_kept(
        text: str) -> None:
    assert _kept(text)


# ---- an Erlang cookie in an environment, a lockbox's shackle, Opsgenie (226-229) ----


@pytest.mark.parametrize("text", [
    "RABBITMQ_ERLANG_COOKIE=BWEKQVSHFFGAIYOIMFOF",
    "Erlang cookie vom rabbit cluster (muss auf allen 3 Nodes gleich sein): VTRBDZNLZLBZYPHWDCPK",
    "slurmdbd StoragePass: JFiPLjy4kgVj18qyoa",
    "supra box on the gas meter at 6263 E Bethany Home Rd, shackle code 2635",
    "GenieKey Heartbeat-Integration: a5d99c44-fb67-4fb1-b6e9-9eca90c87b5d",
])
def test_an_erlang_cookie_a_storage_pass_a_shackle_code_and_a_geniekey_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "손님용 와이파이 SSID: ACME_Guest_56",  # the guests' network's name
    "bastion: 128.140.61.215 / 2a01:4f8:cfe1:621f::1",
    "opsgenie alert id: a5d99c44-fb67-4fb1-b6e9-9eca90c87b5d",
])
def test_a_networks_name_an_ipv6_address_and_an_alerts_id_are_kept(text: str) -> None:
    assert _kept(text)


# ---- "email and" its password, checksums, Steam and Algolia's public ids (230-233) ----


@pytest.mark.parametrize("text", [
    "Walts Amazon login = his email and flamingo9406",
    "Citizens home insurance online account: email and siesta2291",
])
def test_a_login_said_as_email_and_its_password_is_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "sha1sum LuckPerms-Bukkit-5.4.131.jar\n"
    "201f5d9e57b5a486df8aaf93abffb219037dd0e8  LuckPerms-Bukkit-5.4.131.jar",
    "steamid 76561199314659673 / STEAM_0:1:42900485",
    "ALGOLIA_APP_ID=W0ASLS7H39\nALGOLIA_SEARCH_KEY=dd83f98729540d971ed3cebba111cd01",
    "account: email and phone 2024",
])
def test_a_checksum_line_a_steam_id_and_a_search_only_key_are_kept(text: str) -> None:
    assert _kept(text)


# ---- dials and codes in Polish and Spanish, u=/p=, BGP's MD5 key, chrony.keys (234-237) ----


@pytest.mark.parametrize("text", [
    "sejf w zapleczu: w prawo 16, w lewo 65, w prawo 37",
    "Szyfr do sejfu z lekami: 92-56-93",
    "szafa na narkotyki: kombinacja 35-42-44",
    "cod alarma almacén 7391, cambiado en marzo",
    "kody jednorazowe do konta: 5821-0937  1146-2208  7730-5514  2209-4471",
    "ftp sklepu: ftp.sklep.example:21 u=sklepadmin p=Kq83vnzTfxWe",
    "BGP MD5 with the transit provider (Teraco handoff) is 7hJqP2mZx9Lk",
    "/etc/chrony.keys on ntp02:\n1 SHA1 HEX:9A1B2C3D4E5F60718293A4B5C6D7E8F901234567",
])
def test_dials_and_codes_in_polish_and_spanish_a_short_login_and_network_keys_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "export FORTIOS_TOKEN=$(vault kv get -field=token secret/network/fortigate/fw-01)",
    "sim: https://dashboard.tenderly.co/acme/vault/simulator/de4fec60-4d4a-4d3f-b134-6942df4efcc9",
    "REGON: 128505650, NIP: 945-159-61-17",
    "MD5 of the firmware image: 5d41402abc4b2a76b9719d911017c592",
])
def test_a_secret_stores_read_a_dashboard_link_a_tax_number_and_a_digest_are_kept(
        text: str) -> None:
    assert _kept(text)


# ---- Turkish safes and new passwords, API keys and "not secret" in other languages, a
# secret store's write (238-241) ----


@pytest.mark.parametrize("text", [
    "Kasa kodu 559182 (muhasebe odası)",
    "kasanın yeni kodu 4417",
    "mali müşavir e-devlet şifresini değiştirdik, yenisi bornova.Konak72",
    "dd api avain f56f3b8b76acc60296807dd68aa790f9",
    "Elastic API-nyckel: Tk9xR2ZHY0JDZGJrU3pKdFhNN1o6cVZ2bUp3",
    "az keyvault secret set --vault-name kv-ops --name db-pass --value 'Heron-71-Slate!'",
])
def test_a_turkish_safe_and_new_password_foreign_api_keys_and_a_stores_write_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Application Insights (instrumentation key är inte hemlig): "
    "InstrumentationKey=2c7d41a9-55e0-4b8e-9f3a-81d6c0e4f7b2",
    'gh secret set SMTP_PASS --body "$SMTP_PASS"',  # the value comes from the shell
    "kasa fişi no 4417, 12.03 tarihli",  # a till receipt's number
])
def test_a_key_said_not_secret_in_swedish_a_variables_write_and_a_receipt_are_kept(
        text: str) -> None:
    assert _kept(text)


# ---- a built-in account's password last on its line, WordPress salts, Indonesian "sandi",
# Dutch transfer codes (242-245) ----


@pytest.mark.parametrize("text", [
    "root on the staging box (stg.acme.example): Qm7vT2xLp9WzR4kB",
    "LAPS du poste PC-FIN-0077 (admin local) : 8Hq+-]vbTnRWZoPe",
    "define( 'NONCE_SALT', 'x9#Lq]2v!Rz@8Kp{Wm4&Tn7^Ys1*Hd6(Bf3)Gj5%Cl0~Qe' );",
    "sandi wifi kantor yg baru Melati7721",
    "verhuiscode voor bakker.example: Kp4RT9wZmQ",
])
def test_an_accounts_password_last_on_its_line_salts_and_indonesian_passwords_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "consumer key ck_6ce74f2605e50243a1477cd9e6d62b268197c458 (the public half; the secret "
    "is in Bitwarden)",
    "[![codecov](https://codecov.io/gh/acme/lib/graph/badge.svg?token=QX7ZP2KD9R)]"
    "(https://codecov.io/gh/acme/lib)",
    "password hashing: argon2id time_cost=3 memory_cost=65536 parallelism=4",
    "Empreinte du fichier de licence: 708aeaafe68a5d4f1310032bf2c27c618b7787f0",
    "Sandi joins the call at 15:00",
])
def test_a_consumer_key_a_badge_a_hashing_setting_a_french_fingerprint_are_kept(
        text: str) -> None:
    assert _kept(text)


# ---- Greek and Czech dials, Czech passwords, Spotify's ids (246-249) ----


@pytest.mark.parametrize("text", [
    "combo του χρηματοκιβωτίου: δεξιά 24, αριστερά 71, δεξιά 08",
    "Συνδυασμός χρηματοκιβωτίου γραφείου: 17-62-45",
    "Kombinace trezoru v ordinaci: 39-14-77",
    "Heslo k .pfx souboru je Ztracena88",
    "heslo do pojišťovny jsem změnila na Kocicka12",
])
def test_greek_and_czech_dials_and_czech_passwords_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "intro track spotify:track:4uLU6hMCjMI75M1A2tKUQC is cleared for streams",
    "Je to heslo, které jsem změnila loni",  # "it is the password I changed last year"
])
def test_a_spotify_uri_and_a_czech_sentence_about_a_password_are_kept(text: str) -> None:
    assert _kept(text)


# ---- Cyrillic tokens and secrets, Norwegian combinations, a login call, XML digests, "safe
# to share" in other languages (250-253) ----


@pytest.mark.parametrize("text", [
    "спільний секрет RADIUS між NPS і роутерами: Q7vT2mZp9LxK4wRb8NcJ",
    "Nøkkelskap brakke, kombinasjon 7304",
    'smtp.login("contato@padaria.example", "ufiewqcwjzkyoaxf")',
])
def test_a_ukrainian_secret_a_norwegian_combination_and_a_login_call_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "digVal do protocolo: Xq3PZrK8mVt2LwY7nB4cHd9sJ0e=",
    "WireGuard peer do notebook (PublicKey, pode compartilhar): "
    "k3ZQ7vT2mXp9LwR4bN8cJd5sHf0eYg1aUi6oKt2rWq8=",
])
def test_a_signatures_digest_a_key_said_shareable_in_portuguese_and_prose_are_kept(
        text: str) -> None:
    assert _kept(text)


# ---- Hungarian and Arabic passwords and codes, a pair split by a spaced colon, Tagalog's
# "sa" beside a ticket, an ad's spot code, spans of time after a lock's name (254-257) ----


@pytest.mark.parametrize("text", [
    "Bolt tablet PIN-ek:\nGéza: 4817\nLaci: 930264",
    "Jani telefonjának feloldó kódja: 602913",
    "Outlook alkalmazásjelszó a nyomtatóhoz: qwmd ltzr vhsa pkeu",
    "Kódok a kulcsszéfhez: 5821 (raktár)",
    "اسم المستخدم NOOR2291 وكلمة المرور pT7-xQ2mV9kLs4",
    "رقم سري بطاقة الصراف: 739104",
    "كود فتح قفل تابلت الصيدلية 518203",
    "غيرت كلمة سر الإيميل، الجديدة Olive-47-Sand!",
    "راوتر أورانج: اليوزر fadi.home والباس 9KfQw2ZrT7mB",
    "supplier site: rana.k77 : wq8vnt2lpxz4Q",
    "lock screen ng lumang phone (yung may Maya app): 604817",
])
def test_hungarian_and_arabic_passwords_and_codes_and_a_colon_pair_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "ticket sa hosting support: #QRT-559210",
    "spot code ng sponsor: KT-BRW-4471, 15s, 4x daily",
    "lock screen timeout: 1800 seconds",
    "turn the screen lock on after 2024's update",
])
def test_a_ticket_an_ad_spot_and_a_screen_locks_timeout_are_kept(text: str) -> None:
    assert _kept(text)


# ---- Latvian, Serbian and Chinese password words, a password manager's master, cPanel's
# token, SNMPv3's passphrases, an iLO's tag (258-261) ----


@pytest.mark.parametrize("text", [
    "sftp lietotājs veikals-upload parole Tq8vLm2XpR4wKz",
    "vCenter: korisnik administrator@vsphere.local, лозинка Sava_most81#",
    "ePorezi, šifra za pristup: Hm3kQz8vTw2LpX",
    "git push 时要输的口令是 amber-quartz-lantern-417",
    "QQ 邮箱客户端授权码: KQZMTBWRPLXVNHDC",
    "Bitwarden master: priede lacis mezs rudzi 408",
    "cpanel uapi tokens klientam Q7ZK2M9XWB4T8P1LR6V3N5YC0DJH2GFA",
    "SNMPv3 za ruter: user nms, auth SHA 'Tr8wKq2mZx5pLv', priv AES 'Bn4xQw9rTz2kMv'",
    "iLO4 Administrator za DL360 — K7MZ2QW9",
])
def test_latvian_serbian_chinese_words_a_managers_master_and_device_secrets_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "parole officer: Dana Whitfield, Tuesdays 10:00",
    "snmp v3 with auth sha and priv aes 128 on every switch",
    "1Password master: kept on paper in the safe",
])
def test_a_parole_officer_snmp_settings_and_where_a_master_is_kept_are_kept(text: str) -> None:
    assert _kept(text)


# ---- Slovak locks, a Vault AppRole's secret id, a Kubernetes Secret's data, firmware and
# wallet PINs, a field apart from an identifier; a PGP fingerprint, an unsigned JWT,
# sibling names, an id's label in Spanish (262-265) ----


@pytest.mark.parametrize("text", [
    "Zadný vchod – kódový zámok 73914, zmeniť v januári",
    "secret_id for the reports approle = 5b0c7f2e-9d41-4e8a-b3c6-1f2a7d9e0c55",
    "secret 'pd-routing' data:\n  routingKey: OGU0YzFmOWEyYjdkNDA2ZTk1YzNhMWYwZDc4YjJlNjQ=",
    "API-nøglen til PD service 'db': 7c1e9a4f2b8d0e6a3c5f9b1d7e2a4c8f",
    "BIOS supervisor -> Rt7wQm2Kx9",
    "GCash -> 4821",
    "Daraja passkey ya till: " + "7e" * 32,
    "Bugcrowd API -> identifier: waweru_bb, token: "
    "Q2xZ7kP9vT4mW8nB3cR6yH1jL5sD0fG2aE7uI9oK4pM=",
])
def test_slovak_locks_approle_ids_secret_data_firmware_and_wallet_pins_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "import the vendor key: 3AC1 77E2 9B04 D5F8 61CA 0E3B 4D92 7F15 A806 C2E9 before sending",
    "PoC: send Bearer eyJhbGciOiAibm9uZSJ9.eyJzdWIiOiAiYWRtaW4ifQ. and the API accepts it",
    "clusters aks-dev-weu-03 / aks-dev-neu-04, both on 1.30",
    "ID del formulario de inscripción (Forms): 1FAIpQLSd8Kz3mVq7TnR2wXy5bLc9uHj4eGf6kPa0s",
    "KRA PIN: A017734502K, for the invoices",
    "Código del curso de ofimática: OF-2291-BAS",
])
def test_a_fingerprint_an_unsigned_jwt_sibling_names_and_spanish_ids_are_kept(
        text: str) -> None:
    assert _kept(text)


# ---- keys in hex groups, a security answer after a dash, an ATM's PIN in Spanish; a masked
# CBU, a trivial passkey, an alarm ticket's number, a password manager named as the place,
# a firmware's version, an Android key hash (266-269) ----


@pytest.mark.parametrize("text", [
    "AES-128 key for the door sensors: 9C 1F 7A 33 E0 5B D4 28 6E A1 0C F7 42 B9 85 1D",
    "XTS_AES_256 key burned into BLOCK_KEY1 on the DVT units:\n"
    "4f1ac0d2 98be7731 c5e04a6f 2d9b8e13 7a60f5c1 b3d8249e 0e7fa516 c9d2b3a8",
    "security answer (credit union) - pluvk marzet 41",
    "Clave de cajero (Banelco) para retirar efectivo para los cosechadores: 6392",
])
def test_hex_grouped_keys_a_dashed_answer_and_an_atm_pin_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "CBU (Clave Bancaria Uniforme) cuenta proveedores: 0170042***********8812",
    "the default BLE passkey 000000 is rejected by the app now",
    "Ticket de la empresa de alarmas por el sensor de la puerta: #418827",
    "Google Play 서명 키 위치: 1Password > Android > 'upload keystore'",
    "modem fw EG25GGBR07A08M2G_30.006.30.006",
    "카카오 개발자 콘솔 키 해시 Qm7xV2pLk9TnR4wZ8yBc3dHf6jE= 등록",
    "BLE service key: 0000180d 00001000 80000080 5f9b34fb",
])
def test_a_masked_cbu_a_default_passkey_an_alarm_ticket_and_a_key_hash_are_kept(
        text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "mot de passe maître du coffre : « pomme.rivière.hibou.sapin! »",
    "Passwort fürs NAS: „Sonnenblume#42“",
    "공동현관 비번 #0415",  # a keypad's code after its hash key: no ticket's number
    "arka kapı şifreli kilit 5823*",
])
def test_a_quoted_password_and_a_keypads_hash_or_star_are_refused(text: str) -> None:
    assert _refused(text)


# ---- Estonian, Icelandic, Bengali and Bulgarian words, Smart-ID's PIN1 and PIN2, a manager's
# master after a dash, a server's host, user and password in a row; a registry code (270-273) ----


@pytest.mark.parametrize("text", [
    "e-MTA\n  kasutajanimi: acme_kontor\n  salasõna: kivi-kask-paat71",
    "valvefirma märgusõna: lind48",
    "Smart-ID PIN1 5183, PIN2 47206 — töötelefon",
    "Lyklaboxið við bústaðinn - kóðinn er 4816",
    "Bitwarden aðallykilorð: hraun jökull lundi sauður kría",
    "Google forritslykilorð fyrir Outlook: vkqz lmpe rbdt hsyn",
    "ক্লিনিক ওয়াইফাই পাসওয়ার্ড bokul2291",
    "Шлагбаум на складе: код 58273",
    "паролата на сървъра е Qm8vRt2LxZp5Wk",
    "Bitwarden master pass — nodi shapla borsha pakhi 58",
    "SFTP: files.acme.example, upl_clinic, Tq8wLm2xRz4v",
])
def test_estonian_icelandic_bengali_bulgarian_words_and_server_logins_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Acme Ehitus OÜ registrikood 12847536",
    "FTP: ftp.acme-shop.example, acmeshop, port 21",
])
def test_a_registry_code_and_a_servers_address_are_kept(text: str) -> None:
    assert _kept(text)


# ---- Lithuanian, Albanian, Nepali and Kazakh words, a bank's code card, a 2FA list under its
# name, a key after "Key" that names itself, an iLO's tag with one digit, a password after a
# spaced dash; a public key in Russian (274-277) ----


@pytest.mark.parametrize("text", [
    "programos supervizoriaus kodas (grąžinimams patvirtinti): 731904",
    "Kasininkų PIN kodai:\nRūta     4721\nAgnė     8350",
    "SEB kodų kortelė Nr. 415562\n1: 3391  2: 8044  3: 1267  4: 5509  5: 7712",
    "Google paskyra, atsarginiai kodai:\n4418-2093  7715-6620  3092-5518",
    "id_rsa rakto slaptafrazė: aguona-upė-beržas-kalnas",
    "तिजोरीको कोड 482917",
    "Authorization: Key live_secret_key_58d1e07c2b9a4f63a80e1c5d9b7f2a46",
    "Hyrja ne portal: sign 2209KL, fjalekalimi i ri Wq7nTz4pLx2Rv9 (e ndryshon ne hyrjen e pare)",
    "token-i nuk punon, kodi manual: 3KQW MZ7D PLRT 5XNA HB2C QE4J VY6S TUFG",
    "e-Albania kodi i verifikimit qe erdhi me SMS: 509317",
    "kodet e rikuperimit per Gmail:\n4417-2290  8806-1173  3392-5540",
    "FB 2FA\n1. 48203917\n2. 77120584\n3. 30598162",
    "ЭЦП құпиясөзі: Rb7kQ2mZx9",
    "HPE iLO (db02) Administrator: KQ7TZRMW",
    "insta - Vlora1987!",
])
def test_lithuanian_albanian_nepali_kazakh_words_code_cards_and_2fa_lists_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "мой публичный ключ для authorized_keys:\nssh-ed25519 "
    "AAAAC3NzaC1lZDI1NTE5AAAAIBq0wW3mKzR8yP2vT5nL7cX9dF4gH6jA1sE3uI8oQ2wZ admin@jump",
    "Authorization: Key your_secret_key_here",
    "Lietuvos pašto siuntos kodas: LT482913",
])
def test_a_public_key_in_russian_and_a_keys_placeholder_are_kept(text: str) -> None:
    assert _kept(text)


# ---- a login's user and password joined by "and", backup codes with no colon, Finnish bank
# codes and key-number lists, Hebrew's "password of"; a Hebrew "in 1Password" and a Russian
# confirmation number (278-281) ----


@pytest.mark.parametrize("text", [
    "Για τον Νίκο: μπαίνεις στο extranet με nikos_front και Samaria4410@kP2",
    "you log in to the booking portal with desk_two and Falasarna88#Q",
    "steam backup codes R7KQ2  MX94T  PL3Z8  W5N2J",
    "OP yritys käyttäjätunnus 4417208 / tunnusluku 5921",
    "OP avainluvut jäljellä:\n051  2294\n052  8173\n053  4406\n054  9912",
    "סיסמת אפליקציה ל-Outlook: qzvm hrtd lkwp snej",
])
def test_a_login_with_user_and_password_finnish_bank_codes_and_hebrew_words_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "הסיסמה של הראוטר נמצאת ב-1Password תחת 'IT > Network'",
    "номер подтверждения платежа 48120937",
    "log in with SSO and MFA enabled",
])
def test_where_a_hebrew_password_is_kept_and_a_confirmation_number_are_kept(text: str) -> None:
    assert _kept(text)


# ---- Datadog's two keys, Persian and Afrikaans words, a card's CVV2, a Supermicro BMC's
# sticker, NUT's MONITOR line; a branch code, a public key in Persian and Tailscale's machine
# key (282-285) ----


@pytest.mark.parametrize("text", [
    "datadog corrib: api 7a1e5c0b93d24f68a0b7c3e19d5f2a84",
    "کلید API کگل برای مسابقه: 7c2e9a41f0b3d85e6a1c4f9b2d7e0a35",
    "ramz dovom e cart melli: 73019264",
    "CVV2 کارت جدید: 418",
    "the new Visa's CVV is 552",
    "cipc customer code KRTPW4 ww mBxQe5LwpZ",
    "Supermicro X12 IPMI ADMIN / QWPZKRMTXB",
    "MONITOR eaton@10.0.0.9 1 upsmon Vt7rQ2kdLp9w secondary",
])
def test_datadog_keys_persian_words_a_cvv_a_bmc_sticker_and_upsmon_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Nedbank 1048223391 takkode 198765 (verskaffer)",
    "کلید عمومی من برای سرور:\nssh-ed25519 "
    "AAAAC3NzaC1lZDI1NTE5Q/8mK2eRt5jyDW/xH3lP6g/vBn/wCjk7ZnVJi8OEMzR= reza@laptop",
    "Tailscale machine key mkey:9b2f4e71c0d83a56e19f0b7c2d4a68e3f15c0b9d7a2e48f6c3d1b05a9e7f2c84",
    "CVV2 is 3 digits on the back",
    "declined test card 4000 0000 0000 0002, exp 12/34, cvc 123 (the provider's docs)",
    "PubChem CID 2244 for aspirin",
])
def test_a_branch_code_a_persian_public_key_and_a_tailscale_machine_key_are_kept(
        text: str) -> None:
    assert _kept(text)


# ---- Twilio's token after "tok", Flutterwave's encryption key, a webhook's SECRET_HASH, Polish
# emergency codes, Portuguese safes, padlocks, MB WAY and a terminal's supervisor code; an AWS
# OU id and a UUID's first group after "pinId" (286-289) ----


@pytest.mark.parametrize("text", [
    "twilio auth tok (rotated in march): 3b9e0c47a1d25f86e0b4c7a3d9f1e268",
    "flw enc key FLWSECK4e1a9c07b2d3 — with the secret key, not public",
    "FLW_SECRET_HASH=5c0e9f27b4a1d83e6f2a0b9c7d41e58a",
    "Google 2SV kody awaryjne:\n1. 4108 2293\n2. 7741 0583\n3. 2290 6614",
    "cofre do escritório: 927401",
    "arrecadação — combinação 4829",
    "mbway -> 2719",
    "TPA SIBS — código de supervisor 662104",
    "SIBS Pay terminal — admin code 318257",
])
def test_twilio_and_flutterwave_keys_polish_codes_and_portuguese_locks_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "org mgmt acct 482019375561 / ou-7kqa-b20xz481",
    "Termii OTP pinId 41730958-c2e7-4a19-9d3b-6f0e8a2c5b17 status 'Verified'",
])
def test_an_aws_ou_id_and_a_uuid_after_pin_id_are_kept(text: str) -> None:
    assert _kept(text)


# ---- A named authenticator seed with few digits, French secret answers and "q sécu", a
# filing cabinet's dial, a padlock named with numbers, a temporary "mdp", a Vietnamese PIN
# said by its digit count (290-293); a Tailscale node key with a full-width aside ----


@pytest.mark.parametrize("text", [
    "TOTP seed for the shared ops mailbox ops-alerts: QHWKTRBZ3NDXPLVJEYUCSMGAFO5KRTWB",
    "réponse secrète (question : nom du premier chien) = lavande girafe 274",
    "banque q sécu: ville natale = Rimouski88",
    "combinaison de l'armoire à dossiers (bureau 2) : 14-38-6",
    "cadenas du casier B12: 4096",
    "accès portail fournisseur — mdp provisoire Tortue2021!77",
    "ZaloPay: mật khẩu 6 số là 417305",
])
def test_a_named_seed_french_answers_a_cabinet_dial_and_a_vietnamese_pin_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "exit node nodekey:3f0b9d2a6c8e41f7a5d0b3c9e2f6a81d4c7b0e9f2a5d8c1b4e7f0a3d6c9b2e5f8a"
    "（キー有効期限なし）",
    "the MDP transition matrix Psa_2025v1 is sparse",
    "combination therapy dose 5-10-20 mg per week",
])
def test_a_tailscale_key_with_an_aside_and_numbers_near_lock_words_are_kept(text: str) -> None:
    assert _kept(text)


# ---- Mandrill's key, a PHP config's lower-case "dbpass", Romanian "este" (is), a PIN list on
# one line, an app-specific password on the next line, a short secret its name calls one;
# a signing-key hash named earlier on its line, a Firebase key named in Korean (294-297) ----


@pytest.mark.parametrize("text", [
    "mandrill key for the booking mails md-Xq3vK9_pLr2TzW8nYb4c1A",
    "$CFG->dbpass    = 'castan.Feleac.19';",
    "parola switch-ului din rack 2 este Lupu.Rosu.58",
    "PINs de caja: Chayo 4827, Beto 9153, Dra. Inés 3306",
    "Outlook app-specific pw (the scanner)\nqmzr wkvt hpya dlxe",
    "X-Line-Channel-Secret: 7hQz2WkP9x",
])
def test_a_mandrill_key_a_dbpass_setting_a_pin_list_and_a_short_named_secret_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "카카오 키 해시 (디버그 키스토어): Yq3mXbT2kP9sLw0aVe7RnZ1uJcE=",
    "facebook login key hashes to add later: 0sMd5Fq7Tz2LpXw9bKc3vRnY8hA= for release",
    "파이어베이스 웹 설정 apiKey AIzaSyB3kq9Xv2LmTz8Wp4rN7cYdHf0sJq1uE6g 그대로 사용",
    "PIN codes of the branches: Jayanagar 560011, Indiranagar 560038",
    "bypass = true",
    "Preferred combination: 4-3-3 with a false nine.",
])
def test_a_key_hash_a_korean_firebase_key_and_postcodes_after_pin_are_kept(text: str) -> None:
    assert _kept(text)


# ---- A URL's short password parameter, a Wi-Fi key of ten letters and digits, a spaced
# BitLocker key, a passphrase with long words and Portuguese "frase-senha", a made-up
# security answer; a MAC after "wifi" and a BitLocker-shaped table that is not one (298-301) ----


@pytest.mark.parametrize("text", [
    "gateway https://sms.acme.example/send?user=shop&password=Tq7mWz2kLp&to=",
    "wifi bta3 el 3eyada: k3vq9pz7wm",
    "laptop 12 (Ana) 113498 520245 098109 659252 044066 231781 396473 118756",
    "frase-senha do cofre de senhas: macaxeira tapioca xilogravura jangada",
    "when the bank asks for my childhood street the answer I gave was larkspurave42",
    "Rogers: what was the name of your first pet -> biscuit2009",
])
def test_a_url_password_a_wifi_key_a_spaced_bitlocker_key_and_made_up_answers_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "wifi adapter mac: a4b1c2d3e4f5",
    "lot sizes: 100000 200000 300000 400000 500000 600000 700000 800000",
    "the answer was python3",
])
def test_a_wifi_mac_a_table_of_round_numbers_and_a_short_answer_are_kept(text: str) -> None:
    assert _kept(text)


# ---- A device's service-mode code, a password after six words and a dash, a 2FA key after
# a dash or after its words, "ключ API", Ukrainian code locks, passphrase words joined by
# "_" or ended by a newline; a year after Ukrainian "з", a Ukrainian bank code (МФО), an
# ISP's network name after "wifi", Steam's trade-offer token (302-305) ----


@pytest.mark.parametrize("text", [
    "Sirona X-ray setup mode: codice 7302, poi OK",
    "пароль від кабінету постачальника на порталі — Vb8rT2kQm4Zx",
    "okx резервний ключ — K7QD 3WPA ZX4M R2TY",
    "ключ для відновлення 2FA на okx QH3WZ7KDMR2PXA5V",
    "ключ API Укрпошти для складу — 3c9e41f7a20b58d6e1f4a7c2b90d3e85",
    "кодова ключниця 5184, біля гаража",
    "keepass work.kdbx\npw: gecko föhn walnut quiver bündner föhn\nkeyfile: ~/.keys/work.keyx",
    "vault pw: marble_cactus_lantern_fjord_zeppelin_basalt",
])
def test_a_service_mode_code_a_dashed_password_a_2fa_key_and_joined_words_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Monobank: PIN не міняла з 2021",
    "код банку (МФО) приват: 305299",
    "wifi namin: GLOBEHOME_c7d21 (2.4G) at GLOBEHOME_c7d21_5G — 5G pag ranked",
    "trade link ko: partner=519204773 token=Kp3xW9aZ",
])
def test_a_year_a_bank_code_an_isp_network_and_a_trade_token_are_kept(text: str) -> None:
    assert _kept(text)


# ---- Greek's word for a key, base64 after a setting whose name ends in a digit, a Wi-Fi
# network's name and a dash before its key, a key written as its bytes, Norwegian doors in
# compounds; Android's version code, a hull's or a vehicle's identification number, a
# default key laid out in steps, a public key named in Greek (306-309) ----


def _service_account_b64() -> str:
    body = base64.b64encode(bytes((i * 151 + 89) % 256 for i in range(900))).decode()
    pem = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    account = {"type": "service_account", "project_id": "kebun-apps",
               "private_key": f"-----BEGIN PRIVATE KEY-----\n{pem}\n-----END PRIVATE KEY-----\n",
               "client_email": "deploy@kebun-apps.iam.gserviceaccount.com"}
    return base64.b64encode(json.dumps(account).encode()).decode()


@pytest.mark.parametrize("text", [
    "κλειδί API για το Everypay: 7d3f9a02c4b81e65f0a9d2c7b3e41a58",
    f"GOOGLE_CREDENTIALS_V2={_service_account_b64()}",
    "wifi ở quán: CafeMeo_5G — meomeo2468",
    "zigbee network_key fra den gamle pi-en: "
    "[48, 152, 60, 108, 139, 124, 20, 32, 41, 192, 84, 154, 222, 190, 142, 54]",
    "AppKey of the gate sensor on TTN (OTAA): {0x5d, 0xb8, 0xfa, 0xd5, 0x5f, 0x8d, 0x39, 0xaa, "
    "0x39, 0x47, 0x95, 0x63, 0x3c, 0x3d, 0xfc, 0xf0}",
    "network_key (old coordinator): [08, 152, 60, 108, 139, 124, 20, 032, 41, 192, 84, 154, 222, "
    "190, 142, 54]",
    "kode til ytterdøra 7315, naboen har den også",
])
def test_a_greek_key_a_base64_account_a_dashed_wifi_key_and_a_key_in_bytes_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "version code Play Console sekarang = 24031902 (yyMMddNN)",
    "HIN FR-BEN41827C818 på seilbåten",
    "VIN 1M8GDM9AXKP042788",
    "Zigbee2MQTT default network_key: [1, 3, 5, 7, 9, 11, 13, 15, 0, 2, 4, 6, 8, 10, 12, 13]",
    "wifi ở quán: CafeMeo_Guest — 5GHz-only",
    "Δημόσιο κλειδί του NAS:\n"
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIH3kq9Zr2VwYpL8sT4mN6xQ1bC7dE0fG5hJ2uK9oP4rS nas@home",
])
def test_a_version_code_a_hull_number_and_a_default_key_in_steps_are_kept(text: str) -> None:
    assert _kept(text)


# ---- Weights & Biases' key, WPA's key with no colon, a router's sticker, a dial with its
# turns, Japanese's PIN in romaji and its words for a token, a token's activation code,
# Spanish "cod de respaldo"; a Kenyan tax PIN, a W&B run's commit (310-313) ----


@pytest.mark.parametrize("text", [
    "wandb (compte perso) 5fcabad8f2d1d96e082d05efb183d537b012af5c",
    "clé Weights & Biases du labo -> 1ee569d787d2faedc273dc21e95f3bba05215055",
    "wifi imprimante (isolé) WPA2 hQ4vNp8ZrTsWkLmB",
    "ルーターのラベル\nSSID Aterm-4F2A1C\nKEY 8kq2mxv7zt4wp",
    "safe combo L12-R85-L33",
    "ginkou no card anshou bangou: 4817",
    "Slack ボットトークン: e8abd8a6fdd7dfac2d83b8f378c54819",
    "codigo activacion del token movil: 5839201746",
    "num de activación de la app del banco 381 442 907",
    "cod de respaldo 2FA del correo\n4821 7730  1952 6604  3318 9047  7265 1180",
])
def test_a_wandb_key_a_wifi_sticker_a_turned_dial_and_an_activation_code_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "payslip: employer PIN P051234567Q",
    "wandb run commit 243c481624c6a7f990867b67d457ed505763b617",
    "licencia activada el 2025-03-14, pedido de activación 48213377",
])
def test_a_tax_pin_a_runs_commit_and_an_activation_order_are_kept(text: str) -> None:
    assert _kept(text)


# ---- Hebrew's word for a key, Opsgenie's header, bike locks (five digits, Polish without
# its diacritics, "szyfr", "kodówka", German compounds), backup codes after an aside with a
# colon, a keypad's star, "punch … then enter", "multicanal"; Hebrew's word for public
# (314-317) ----


@pytest.mark.parametrize("text", [
    "מפתח API של ניו רליק: 9f2c41d7a0b36e85c4d1f7a2b9e03c56",
    "GenieKey 5b8e2f14-7c3a-4d91-b6e0-2a9f8c1d4e73",
    "bike lock 61937",
    "zapasowa klodka na szafce 582",
    "rower miejski - szyfr 4718",
    "Fahrradschloss code 7719 (od Marka, jetzt meins)",
    "Google backup codes (zużyte: 2 i 5)\n0417 2290  8153 6642  0937 5518  2764 3391  5820 1176  "
    "6203 9948  7731 0265  1184 5530",
    "Código de la bodega de refacciones (nave 2): *4826",
    "Boiler room: punch 7392 then enter",
    "millennium empresas: multicanal 8472",
])
def test_a_hebrew_key_a_geniekey_bike_locks_and_a_keypad_star_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "המפתח הציבורי של השרת:\n"
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIH3kq9Zr2VwYpL8sT4mN6xQ1bC7dE0fG5hJ2uK9oP4rS ops@bastion",
    "szyfr AES 256 na dysku zewnetrznym",
])
def test_a_public_key_named_in_hebrew_and_a_cipher_are_kept(text: str) -> None:
    assert _kept(text)


# ---- Malaysia's TAC, a spent one-time code, Kaggle's key, Fio's token in its REST path, a
# password file's content, a login after the address it opens, passphrases with Czech
# letters, a password beside a bank named Public, Malay safes (318-321) ----


@pytest.mark.parametrize("text", [
    "RHB TAC 804417 - for the new payee, Pa still keying in",
    "Maybank TAC no. 390672 ref 5521 for the transfer tonight",
    "kaggle key 5f0c2b9e81d47a36ce09b2d4a7f18e63 (user mdaniel)",
    "GET https://fioapi.fio.cz/v1/rest/periods/"
    "Tq7Lm2Xw9Rb4Kc8Nv1Hd6Ys3Jf0Pg5Ze7Ua2Wo4Ei9Qt1Mn6Bx8Cr3Vk5Dl0Ah2S/2025-01-01/2025-01-31/"
    "transactions.json",
    "~/.ansible/vault_pw.txt obsahuje: Vq8#mTz2!kLr4pW",
    "synology: http://10.0.0.20:5000 admin:Fj4kQ9zLw2Rx",
    "heslo k šifrovanému disku: kočka Řeka Žlutý 48",
    "borg heslo k repu ssh:nas.lan/zaloha: žirafa-čokoláda-kůlna-řeka-strom-27",
    "Public Mutual acct (Mummy): user mlee.62 pw Tg5#Wnx8Lq2v",
    "brankas kantor kode 407215",
])
def test_a_tac_kaggle_fio_a_password_file_and_czech_passphrases_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "TAC 804417 for the payee - already used, transfer done",
    "Maybank TAC 390672 (expired, asked for a new one)",
    "Maybank TAC 552190 sudah guna, transfer siap",
    "see ~/.vault_pass.txt: it holds the vault password, never commit it",
    "docs at https://wiki.acme.io at 12:30:45 tomorrow",
])
def test_a_spent_tac_a_password_files_path_and_an_address_with_a_time_are_kept(text: str) -> None:
    assert _kept(text)


# ---- a key's line over its value, Cyrillic "API key", "segredo", Ukrainian locks, PUK and
# backup codes, Turkish "pini", Discord's backup codes, Nextcloud's app password, key bytes
# on the line under their name, a Wi-Fi passphrase, a manager's master words with no colon,
# a password after an aside, sixteen random letters; spent one-time codes, a public key
# over its value, a call in code (322-325) ----


@pytest.mark.parametrize("text", [
    "webapi key (Kestrel Games publisher group)\n9C41E0B7D2A85F36C1E94B07A2D8F3C5",
    "апі кей укрпошти\n7b2e91c40d5fa8e63c17b09d4e2a5f81",
    "Conta Azul: chave 48213377 segredo 9d41c07be2f8a3516e0c7d2b94fa8e13",
    "сигналізація офісу — код постановки 6183",
    "хвіртка біля гаража — код 40715",
    "пук код 51920374 (сім Олега)",
    "zapasni kody nam ne treba, ale: запасні коди google\n4417 2093\n8820 1746\n3391 0582",
    "kredi kartı pini 8526 (Garanti)",
    "Discord backup codes (my alt)\no77e-7lxz  za1p-pkp1\n96v2-bn8a  zvxw-alte\n"
    "5drf-gg18  79ab-ixe0",
    "ZHA network key\n[201, 14, 87, 163, 240, 9, 55, 198, 33, 120, 77, 142, 251, 6, 189, 64]",
    "guest wifi at the cabin: otter-lantern-quiche-208",
    "bitwarden master pw walrus tundra violin cobalt 447",
    "пароль до сховища (NAS, Synology) — vynnyky_stryi566",
    "EMAIL_HOST_PASSWORD = 'hatojasmbqiuazfx'",
])
def test_keys_under_their_label_ukrainian_locks_and_discord_codes_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "código de verificação do Nubank 318204 — usado ontem, pode ignorar",
    "e-Devlet SMS doğrulama kodu 774120 (kullanıldı)",
    "epic games 2fa code 615093 - expired, ignore",
    "node pubkey for the office peer\nqH3nX8bV2kLw7RtY5mJc9FzD1sPoE4uGaT6iK0vNhQ=",
    "fastlane: json_key_file(ENV['PLAY_JSON'])",
])
def test_spent_codes_a_public_key_over_its_value_and_a_call_in_code_are_kept(
        text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "door code 4471 (the old one expired)",
    "OTP 552018 not used yet, enter it before 5pm",
])
def test_a_live_code_beside_words_of_expiry_is_refused(text: str) -> None:
    assert _refused(text)


def test_nextclouds_app_password_is_named_by_its_format() -> None:
    refusal = rules.check_secrets(
        "", "sync client for the family server (user mdaniel, rclone webdav): "
            "qTmZw-8KdRf-Ub4Ln-xYpEj-3HvCa")
    assert refusal is not None and "app_password" in refusal.counts


# ---- Backblaze's and WordPress's keys, an app password on the line under its name, a
# password flag with no prefix, a card with its expiry and code in a row, a change "en" a
# password, German "Ersatzcodes", a combination's "combi", an entrance's code; Swahili's
# spent codes and a network's name after "sa" (326-329) ----


@pytest.mark.parametrize("text", [
    "b2 account authorize 0051a2b3c4d5e6f0000000007 K004Xy7pQm2Lr9Tz5Wb8Nc3Vd6Hf1Jg",
    "mot de passe d'application Gmail\nqzvk tmwr hpjx blnd",
    "Visa 4539578763621486 / 1127 / 402",
    "mot de passe de la box changé en tilleul_Vercors58",
    "Ersatzcodes für Dropbox: 4417 2093, 8820 1746, 3391 0582, 6624 9017",
    "gym locker combi 07-22-41",
    "staff entrance code 604218",
])
def test_backblaze_wordpress_a_password_flag_and_a_card_in_a_row_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "OTP ya Equity ilikuwa 553190 lakini imeexpire, niliomba nyingine",
    "SSID sa clinic: StLuke-Guest-12 (walang password, captive portal)",
    "password changed in 2024-03 after the audit",
])
def test_a_spent_swahili_code_a_network_after_sa_and_a_change_date_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize(("text", "kind"), [
    ("WP REST: anna / a8Kd 3mPq Zx7T Lw2e R9bN c4Vy (Profil → Anwendungspasswörter)",
     "app_password"),
    ("mongosh \"mongodb+srv://shop.x7k2p.mongodb.net/\" --username app "
     "--password 'ZrKpQwtmLa^NXHv!'",
     "password_assignment"),
])
def test_a_wordpress_password_and_a_password_flag_are_named_by_their_rule(
        text: str, kind: str) -> None:
    refusal = rules.check_secrets("", text)
    assert refusal is not None and kind in refusal.counts


def test_only_a_one_time_code_is_spent_by_use() -> None:
    # an alarm's code that someone used is still the alarm's code
    assert _refused("alarm code 4471 used yesterday by the cleaner")
    assert _kept("SMS code 447120 used yesterday for the transfer")


# ---- Zoho's tokens, a Pi-hole password set on the command line, Sauce Connect's key,
# key bytes after their name with no colon, Lithuanian, Thai and Arabic words for a PIN,
# a key, a token, a door and a code; spent one-time codes in those languages, a site key
# said public, and tailnet lock's public key (330-333) ----


@pytest.mark.parametrize("text", [
    "zoho crm (books sync) 1000.7c1e09b4f2a85d36e0b9c4a17f3d52e8.5ab93e07c1d4f86b2e9a0c37d15f84b6",
    "pihole setpassword gannet-brae-quoich-31",
    "sc -u qa-bot -k 3f6b1c2e-9d8a-4b7e-a0c5-2e1f9d8b7a64 --region us-west-1",
    "thread network key (old border router) [17, 203, 96, 145, 8, 230, 77, 190, 52, 161, 9, "
    "238, 114, 70, 183, 29]",
    "naujos kortelės pinas 8052",
    "seifas biure (už spintos) kodas 640917",
    "sauce labs raktas: 9e2d4c1a-7b3f-4e8d-b6a0-5c9f2e1d8a37",
    "slapt. Kopa-17-Gintaras!",
    "โทเคน line notify (แจ้งเตือนออเดอร์) 4f1a0c9e8b7d6a5f4e3d2c1b0a9f8e7d",
    "رمز البوابة الجديد\n731905",
    "| الشقة | الرمز |\n|---|---|\n| 12 | 480263 |",
])
def test_zoho_pihole_sauce_connect_and_lithuanian_thai_arabic_names_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "OTP from the bank 507318 — used ✓",
    "رمز التحقق 294816 (منتهي)",
    "sms otp 7390 (old, ignore)",
    "2FA kodas 618204 — jau panaudotas",
    "รหัส OTP 583920 หมดอายุแล้ว",
    "hCaptcha site key 6Ld1fQ0qAAAAAJx3ZkT8rVw2nPbLm9sYcHe4uFgA (vieša, secret tik serveryje)",
    "tailnet lock trusted key "
    "tlpub:8c2e5f0a9b7d41e36f2c8a0b5d9e7f1c3a6b4d8e2f0c9a7b5e3d1f8c6a4b2e0d",
])
def test_spent_codes_a_public_site_key_and_a_tailnet_lock_key_are_kept(text: str) -> None:
    assert _kept(text)


def test_lithuanian_kodas_and_raktas_name_secrets_but_not_ids_or_public_keys() -> None:
    assert _refused("seifas sandėlyje, kodas 582031")
    assert _refused("serverio raktas: Vk8-Lm2q-Rz7t")
    assert _kept("įmonės kodas: 306218457")  # a company's registry code
    assert _kept("serverio vieš. raktas: Vk8-Lm2q-Rz7t")  # "vieš." is public


@pytest.mark.parametrize("text", [
    "door code 2753 — used it",  # a door's code stays a secret once used
    "viešbučio wifi slaptažodis: Neris-Ruduo-77",  # a hotel (viešbutis) is not "public"
])
def test_a_used_door_code_and_a_hotel_wifi_password_stay_refused(text: str) -> None:
    assert _refused(text)


# ---- Hungarian, Bangla, Welsh and Spanish words for a PIN, an alarm's code, a safe and
# backup codes; a dial's turns with spaces or under their colon; curl's cookie flag;
# Twilio's token named after its kind; spent codes in Bangla and Spanish, a masked card's
# "vége", a site key in Bangla, a document's number under its label and Twilio's SIDs
# (334-337) ----


@pytest.mark.parametrize("text", [
    "k&h netbank pinkód\n582913",
    "raktár riasztó kódja 604817",
    "Microsoft tartalék kódok:\n4821-0937  5512-7730  9046-1185  3378-2264  6609-4421",
    "ব্যাকআপ কোড:\n3917 2245   8806 1432   5521 7790   1048 6653   2270 9318",
    "অফিসের অ্যালার্ম কোড 5182",
    "filing cabinet combination R 12 - L 40 - R 7",
    "vault combo:\nL 22 - R 5 - L 61",
    'curl -b "session_id=3c9f1e7a5b2d8c4f6a0e9b1d7c3f5a8e2b4d6f0a" https://erp.test/web',
    "auth token twilio 9f2c4e6a8b0d1f3e5a7c9e1b3d5f7a9c",
    "sêff y swyddfa – côd 802614",
    "Códigos de verificación de respaldo:\n2291-0846  7735-1290  4408-6613  9952-3307",
])
def test_hungarian_bangla_welsh_codes_a_spaced_dial_and_curls_cookie_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "OTP kártya vége 4417",
    "ক্যাপচা সাইট কী: 6Lc3bWQpAAAAAKx9TzR2vNf7mYdH1sLgE4uJ0oCw",
    "Nagad OTP 508213 — expire hoye geche",
    "নগদ ওটিপি 7301 ব্যবহার হয়ে গেছে",
    "el código de verificación 384019 venció, pedí otro",
    "commercial invoice\nKTX-EXP-55120",
    "Twilio Account SID (the auth token lives in the vault): AC3e9b7d1f5a2c8e4b6d0f9a1c3e5b7d2f",
])
def test_spent_codes_a_masked_card_a_site_key_an_invoice_and_a_sid_are_kept(text: str) -> None:
    assert _kept(text)


# ---- a password manager's passphrase under its name or after "=", or before an aside;
# digits after their count; Dutch activation, key-safe and unlock words; a password's name
# ending its line; a reviewer's token of drawn letters; spent codes in Chinese, and a list
# of networks (338-341) ----


@pytest.mark.parametrize("text", [
    "bitwarden\nmarble quokka tinsel harbour52",
    "BW master - otter-gable-fennel-quiver-brook27 - delete once memorised",
    "Bitwarden\n  e-mail: oma@kpn.example\n  master: walnut.harbor.fennel.quiver",
    "KBank app (K+) 6 digit = 482913",
    "Rabo app, 5 cijfers: 29216",
    "activeringscode DigiD: AX9AVYYKT",
    "sleutelkluisje bij de buren 3613",
    "Telefoon ontgrendelen: 104866",
    "card reader supervisor pwd\n9614",
    "GEO reviewer token: xkaqkqrnwugwid",
    "國泰 OTP 181313 沒過期",  # not expired
])
def test_manager_passphrases_counted_digits_dutch_codes_and_drawn_letters_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "國泰 OTP 181313 過期了，重發一次",
    "SSID: Lab-5G / Lab-Guest / eduroam (password: ask the office)",
    "card, last 4 digits: 4821",
    "Bitwarden\nfamily shared logins archive",
    "csrf token: instrumentation",
])
def test_a_spent_chinese_code_a_list_of_networks_and_a_cards_last_digits_are_kept(
        text: str) -> None:
    assert _kept(text)


# ---- Urdu's words for a password, a token and a PIN; Twilio's "tkn"; used and expired in
# Danish, Swedish and Hindustani, not after a negation; a WordPress salt after a space; a
# Danish Wi-Fi "kode"; a mail address, an arrow and its password; Twitch's chat token;
# a gateway's signing salt or hash key; backup codes listed with no name; Steam's revocation
# code after its authenticator; a Vault path's field; a Power BI link (342-345) ----


@pytest.mark.parametrize("text", [
    "دفتر کے راؤٹر کا پاس ورڈ: Shalimar_Bagh471",
    "امی کے موبائل بینکنگ کا ایم پن: 604218",
    "ٹوکن: 8f3b2c9d1e7a4f60b5c8d2e9a1f3b7c4",
    "twilio auth tkn 7c1e9a3f5b2d8e4c6a0f9b1d3e5c7a29",
    "SMS-kode 692119 ikke brugt endnu",
    "SMS-Code 483920 noch nicht verwendet",
    "SECURE_AUTH_SALT p;T8%cB!z]Q4w#Lk^v2@Gm*Rf&9Xn(Hs)Yd+Ju6=Ae<Ko>Wi",
    "wifi kode: pipette-snegl-cykel-lakrids",
    "webmail for booking@villa-adriana.example → Maestral8!",
    "TWITCH_BOT_OAUTH=oauth:k3v9qz2wx7m4lp8rt5yn1bd6cf0hj2",
    "jazzcash integrity salt 7pwq0ze4rm",
    "easypaisa hashKey: KQ7ZRMW2XNV4TPJ8",
    "in case i lose my phone\n- qk7m-2zvp\n- 8dnw-x4rt\n- b5yh-n9ce\n- 3tjf-wq6k",
    "if the steam authenticator dies use R48213 to remove it",
])
def test_urdu_words_spent_codes_negated_gateway_salts_and_unnamed_codes_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "JazzCash OTP 274821 aya tha, use ho gaya",
    "SMS-kode fra BaseSpace 692119 — allerede brugt",
    "LIMS db password ligger i vault: secret/cf/lims/db#password",
    "SKUs\n- ab12-cd34\n- ef56-gh78\n- ij90-kl12\n- mn34-op56",
    "info@acme.example -> sales2",
    "dynamo hash key: user_id",
    "report published to web: https://app.powerbi.example/view?r=eyJrIjogIjk2YWRiZTY2LTlmYjctNDVh"
    "NC04M2UyLTU0NDY0MzY3ZmNjOCIsICJ0IjogImZiNjE3NDliLTJlMzUtNDkyOC1hNThhLWQ1Mzg4YzY1NjdhZiIsICJj"
    "IjogOX0",
])
def test_spent_codes_a_vault_field_skus_a_forward_and_a_power_bi_link_are_kept(text: str) -> None:
    assert _kept(text)


# ---- Georgian's words for a password, a token, a code, backup codes and a door; Estonian's
# token and alarm; Swahili's secret number; a camera's verification code; Gumroad's licence
# key; an account's password after "="; a Wi-Fi passphrase of words with no number; spent
# in Swahili, "timed out", a messenger's code; a Maps script tag's key (346-349) ----


@pytest.mark.parametrize("text", [
    "ფოსტის პაროლი შევცვალე, ახალი: Mtatsminda_74q",
    "sketchfab-ის ტოკენი 9b2e4f6a8c0d1e3f5a7b9c1d3e5f7a90",
    "ეპიკის სარეზერვო კოდები: 4KQ7ZD M2X9PL Q8RT3W 7VN5HC",
    "სადარბაზოს კოდი 4817",
    "Wise tokeni (payouts) 5f3e2a1b-7c9d-4e8f-a6b5-c4d3e2f1a0b9",
    "M-PESA wakala\nnamba ya siri\n7351",
    "Hik-Connect NVR\nverification code: QDMRZT",
    "Gumroad addon licence: 7E2A91C4-0B3D58F6-A4C7E219-5D8B03F1",
    "practice admin acct for the searches = Kw8#rTp2vLm9 (tell nobody)",
    "staff wi-fi changed after the locum left — roundhay-chapel-allerton-weetwood",
])
def test_georgian_estonian_and_swahili_words_camera_codes_and_wifi_words_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "OTP 675892 ya crdb — imeisha muda, nimeomba nyingine",
    "payroll portal one-time code 893314 timed out, had to request another",
    "Your WhatsApp code: 910-614 — already used",
    '<script src="https://maps.acme.example/js?key=AIzaSyB3kL9mQ2xV7nR4tW8pZ1cF6hJ0dG5sE2a">'
    "</script>",
    "wifi network name: acme-guest-wifi-north",
    "CCTV installer booking code: QWERTY",
])
def test_spent_swahili_and_messenger_codes_a_script_tags_key_and_names_are_kept(
        text: str) -> None:
    assert _kept(text)


# ---- Sinhala's words for a password, a code, backup codes, a door, an alarm and a safe;
# safes in the plural; spent in German ("ungültig") and Sinhala, a collected parcel's
# pickup PIN and a hardware token's code; a Helm chart's existingSecret names a Secret; a
# payment page's md5sig is a digest (350-353) ----


@pytest.mark.parametrize("text", [
    "HNB app ලොගින් මුරපදය Kx7pQ2wLm9Tz",
    "පිටිපස්සේ දොරේ කෝඩ් එක 6284",
    "එලාම් එක off කරන්න කෝඩ් එක: 3917",
    "ෆෝන් එක නැති වුණොත් බැකප් කෝඩ්ස්:\n4942-6630  1359-8893  7251-7862  9720-8195",
    "in-room safes, override: 582913 then press LOCK",
    "DHL Abhol-PIN 7391",  # not collected yet
])
def test_sinhala_words_plural_safes_and_an_uncollected_pickup_pin_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "OTP එක 493956 expire වෙලා, අලුත් එකක් ඉල්ලුවා",
    "Hetzner Login-Code 472461 kam zu spät, war schon ungültig",
    "DHL Abhol-PIN 2366 — Paket schon abgeholt",
    "FortiToken kod 015420 pouzity pri logine 08:14",
    "harbor values: existingSecretAdminPassword: harbor-admin",
    "md5sig=30A237CEF37645E4FC3D019C729D99D1 status_code=2 — verified ok",
])
def test_spent_codes_a_helm_existing_secret_and_an_md5sig_are_kept(text: str) -> None:
    assert _kept(text)


# ---- Amharic's words for a password, a token, a PIN, a code, an alarm, a lock and a
# combination; Catalan's "clau"; a digital lock; an Ethereum key in a `…_PK` variable; a node
# provider's key in its endpoint; a block explorer's key; a wallet's 25th word; a Solana
# keypair; spent "used at 09:17", "no longer valid"; an SSID's name beside its label, a Maps
# place id and GoogleService-Info.plist's key (354-357) ----


@pytest.mark.parametrize("text", [
    "የODK Central የመግቢያ ቃል Gondar#5821",
    "ሲቢኢ ብር የነጋዴ ፒን: 4719",
    "መጋዘን 2 ቁልፍ ኮድ 6152",
    "TPV del bar → clau 93015728 (la del tècnic)",
    "parents' HDB digital lock: 604918",
    "export DEPLOYER_PK=0x4b7e2f9a1c6d3e8b5f0a7c2d9e4b1f6a3c8d5e2b7f0a9c4d1e6b3f8a5c2d7e0b",
    "https://mainnet.infura.example/v3/7d2a9c4e1b6f3a8d5c0e7b2f9a4d1c6e",
    "RPC=https://icy-frosty-pond.base-mainnet.quiknode.example/3f9a1c7e5b2d8f4a6c0e9b1d3f5a7c2e4b6d8f0a/",
    "etherscan key (pro) K7R2QX9M4HN8BWFD3T6YVC1PJ5LZ0A8E2G for the verify script",
    "25th word: marble17TIGER",
    "solana devnet keypair:\n[" + ",".join(str((i * 37 + 11) % 256) for i in range(64)) + "]",
])
def test_amharic_catalan_words_and_wallet_and_node_provider_keys_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "okx verify code 811383 used at 09:17 for the api whitelist change",
    "ledger live verification code 951545 — already entered, no longer valid",
    "SSID nou: LlibresICafe_56 — la clau és la de sempre",
    "place id de la botiga a Google Maps: ChIJZ3lba-U_3-kBvr9JnDi7BTI",
    "<key>API_KEY</key>\n<string>AIzaSyD4kP9xQ2mV7nB3tR8wZ1cL6hJ0fG5sE2y</string>",
    "tx 0x4b7e2f9a1c6d3e8b5f0a7c2d9e4b1f6a3c8d5e2b7f0a9c4d1e6b3f8a5c2d7e0b confirmed",
])
def test_spent_codes_an_ssid_a_place_id_a_plist_key_and_a_tx_hash_are_kept(text: str) -> None:
    assert _kept(text)


# ---- Mongolian's words for a password and a key, its alarm; Tamil's PIN, password before
# its virama; a memorable word on the line under its name; a code's name with a short
# number in it over its digits; a date between a code's name and its digits; Zapier's catch
# hook; spent "is dead", "2-step … expired", a Duo passcode "used it", Tanglish "expire
# aagiduchu" (358-361) ----


@pytest.mark.parametrize("text", [
    "Голомт интернэт банк нууц үг: Orkhon_gol77!",
    "мерчант түлхүүр: 4be1f09a7c3d52e8b6a0f4c9d1e7a2b5",
    "агуулахын дохиоллын код 5830",
    "ஏடிஎம் பின் 4072",
    "இமெயில் கடவுச்சொல் மாற்றினேன் → Tiruppur#Knit88",
    "memorable word for the building society\nharbourlights71",
    "door code for flat 12\n8053",
    "padlock code reset 02/11/2025 to 71604",
    "lead form -> https://hooks.zapier.com/hooks/catch/4817263/bq9xk2m/",
])
def test_mongolian_and_tamil_words_a_memorable_word_below_and_a_zapier_hook_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Duo passcode 558120 — used it, logging in the ticket",
    "Okta verification code 402917 from yesterday is dead now",
    "bank 2-step code was 663014 (expired before I typed it)",
    "EPFO otp 823411 - expire aayiduchu, marubadiyum ketten",
    "பின்னர் 2024 ஆம் ஆண்டு ஆர்டர் 44521 அனுப்பப்பட்டது",
    "memorable word\nThe bank asks for letters 2, 5 and 7",
])
def test_spent_codes_a_tamil_later_and_a_memorable_word_hint_are_kept(text: str) -> None:
    assert _kept(text)


# ---- a Twilio SID and token as a pair in prose; a Wi-Fi key of letters drawn at random; a
# password after a password word when the capitalised word that follows holds a digit; a
# Z-Wave network's S0 or S2 key; an intercom's "klucz + code"; a passphrase of four dotted
# words ending in a number; spent "— done"; a Maps key shipped in an app's Info.plist; a
# masked card's last digits after "Pass" (362-365) ----


@pytest.mark.parametrize("text", [
    "sms sender creds: AC3f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c | 0f1e2d3c4b5a69788796a5b4c3d2e1f0",
    "cabin wifi ssid LakeLoft key pvxmqtrnbdwk",
    "router password KQ7TZPLMW3 — the guest one is on the fridge",
    'zwave: {"S0_Legacy": "0A1B2C3D4E5F60718293A4B5C6D7E8F9"}',
    "interphone bloc B: key + 4417",
    "shop wifi password = maple.syrup.tuque.beaver47",
])
def test_twilio_pair_drawn_wifi_key_zwave_key_and_intercom_key_plus_code_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Coinbase OTP 330917 - done, ignore",
    "ios app Maps key lives in Info.plist: AIzaSyB9tK2pQ7xW4mR8nV1cZ6hL3jF0gD5sE2a",
    "Spotify Premium Pass billed to card **** **** **** 4410",
    "firmware S2 build 3F1F6FAC73F52D37D4AB572C8EBAA56A sha",
    "SSID Home key installation guide on the shelf",
])
def test_done_otp_info_plist_maps_key_masked_card_and_firmware_hex_are_kept(text: str) -> None:
    assert _kept(text)


# ---- a Wi-Fi passphrase of words with spaces and a number after an arrow; backup codes of
# three groups in a numbered list; Amazon's gift card claim code; a site, a user and a
# password between dashes; an alarm company's spoken password; Mercado Pago's access
# token beside a word about its public key; spent "useless now", "order delivered", "não
# funcionou"; an account number and its branch's IFSC (366-369) ----


@pytest.mark.parametrize("text", [
    "guest wifi -> maple otter canoe hockey-puck lantern58",
    "recovery codes for the county portal\n1. K4M2-PX7Q-9ZTA\n2. 7HBW-Q2LD-M3KE\n3. Y9R1-4CNV-T8PB",
    "gift card for Mom (Amazon) 7KQ2-WX9HPL-4RT8",
    "Walgreens site - mjohnson52 - Roadrunnerpalo22!",
    "Brinks verbal password is quiet mesquite",
    "mp credenciais -> access token: APP_USR-1234567890123456-070125-"
    "0a1b2c3d4e5f60718293a4b5c6d7e8f9-123456789 (a public key é outra)",
])
def test_spaced_wifi_passphrase_three_group_codes_claim_code_and_spoken_password_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "old MFA code 550211 from yesterday, useless now",
    "zomato delivery otp was 4920, order delivered",
    "login do banco 2fa 771204 não funcionou, relógio errado",
    "papa ka account: 302918475610293 / ICIC0004821 (rent)",
    "wifi -> guest network upstairs kitchen",
    "the secret word is in the safe",
])
def test_spent_codes_an_ifsc_and_wifi_prose_are_kept(text: str) -> None:
    assert _kept(text)


# ---- codes dictated as words; a car's keyless entry code; what turns an alarm off; a
# dial's turns; a tablet's or a bank app's passcode over its digits; a bike's lock; a PUK in
# two groups under its name; a manager's master words; a password ending its line after
# what it is for; an account, an arrow and its password; Duo's codes; spent "ran out",
# "gone now", Tagalog "ginamit ko na", "hindi na valid"; a biller code (370-373) ----


@pytest.mark.parametrize("text", [
    "the Camry keyless entry code three one eight eight two",
    "to switch off the alarm when you get in 6604 then enter",
    "gun safe dial\nL 12  R 33  L 71",
    "tablet code\n730912",
    "my scooter's cable lock = 2718",
    "Optus sim PUK\n5521 0937",
    "bitwarden master quokka gravel spanner pelican",
    "password for the council rates portal Bluegum_47Wattle",
    "pharmacy kiosk acct -> kalinga_Bayanihan29",
    "duo codes left: 305118274  660192835  119483027",
    "backup codes four one two six nine nine oh three and five five eight one two seven four six"
    " and eight oh oh two six one three nine",
    "pin for optus when you ring 13 39 37 its seven one one four",
    "new code to unlock the laptop 602915",
    "Gutschein von der Oma, Amazon Code 7KQ2-WX9HPL-4RT8 (no ned eingelöst)",
])
def test_dictated_codes_keyless_entry_alarm_off_dial_turns_and_tablet_passcodes_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "the Tesco verification code was 558102 but it ran out before I typed it",
    "fb login code 904417 — that one's gone now",
    "yung OTP na 228190 ginamit ko na sa GCash",
    "Metrobank OTP 663018 hindi na valid, ignore",
    "water bill\nbiller code 4417\nref 20938475",
    "turn off the alarm at 0630 on Sunday",
    "we need two or three chairs and one table",
    "new padlock key number K5521 (stamped on the key, for cutting spares)",
])
def test_spent_codes_a_biller_code_an_alarm_time_and_counted_chairs_are_kept(text: str) -> None:
    assert _kept(text)


# ---- a Comchek express code; a dial's numbers alone, its turns with "(4x)" or in words;
# Google's backup codes in a numbered or ticked list, or in a row far from their name; a
# phone's code and what opens it; AIB's PAC in lowercase; an alarm named first, then how to
# turn it off; spent "no good now", "used 04/09/2025", Afrikaans "het verval", "already
# cashed" (374-377) ----


@pytest.mark.parametrize("text", [
    "comchek express code for the lumper at Kroger DC: 4418207391",
    "po box combo 31 8 22",
    "gun safe\nL 25 (3x)  R 60 (2x)  L 14",
    "Safe in the shop - turn right to 12, left to 44, then right to 7",
    "gmail back up codes\n[ ] 3381 0027\n[ ] 7710 5524\n[ ] 9023 6618\n[ ] 4471 2098\n"
    "[ ] 1185 3302",
    "Backup codes (outlook) in case the phone is lost or stolen 4410 2291, 8820 1147, 3395 0064",
    "New phone code 552018 (6 numbers now)",
    "AIB login reg 51127741 pac 20611",
    "Alarm in the hall: to turn it off it's 7702 then the tick",
])
def test_express_codes_dial_numbers_listed_backup_codes_and_phone_codes_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "the combination of 3 4 5 works best",
    "country phone code 0044",
    "Bank of Ireland one-time passcode 448120 used 12/03/2025 for the transfer, no good now",
    "FNB OTP 662091 het verval, nuwe een gevra",
    "express code 5521093317 already cashed at the Pilot",
    "turn off the alarm at 0630 on Sunday",
])
def test_counted_numbers_a_country_code_and_spent_codes_are_kept(text: str) -> None:
    assert _kept(text)


# ---- a router's lowercase key; "the wifi is …"; a network's name, then "Key …"; a Wi-Fi
# key's words on the next line; security answers after their questions; a temporary
# password under a long line; "login - Braw36&"; a cupboard's code; a lock's number, then its
# code; a dial's turns in dashes; a card's PIN beside its masked number;
# Google's printed sheet; codes kept "if I get locked out"; Apple's recovery key spaced; kids'
# tablets (378-381) ----


@pytest.mark.parametrize("text", [
    "wifi pw kvtzrmqplwhx",
    'nmcli dev wifi connect "Flat-4B" password "qxrtvnbwlkza"',
    "remind the sitter the wifi is hzqwtr7v2m (network: Nanas_Place)",
    "Network name SHAW-6619\nKey ue72pq4zk8",
    "new wifi key\nbracken ferry lantern oatcake",
    "bank security questions: first school? velvet tugboat 31  favourite food? copper moss 8",
    "tax office security question answer garnet pillow 12",
    "NB rota app locked me out twice on the night shift, so IT reset it to a temp one:\n"
    "Trelk9vw\n(change it at first login)",
    "bupa login - Tarn48& - (renews May)",
    "ward 9 drug cupboard code 58813",
    "med cupboard 114: 3391",
    "rifle safe in loft L31-R07-L62",
    "debit card PIN (card ending 8812) = 0519",
    "BACKUP VERIFICATION CODES\nsam.okafor@school.example\n3310 4482    9921 0047\n"
    "5502 7713    6648 2290\n1187 3365    4409 7751",
    "in case I'm locked out of my email:\n- 55120934\n- 80913372\n- 14479025\n- 66302817",
    "apple recovery key\nK4PQ 9TZE R2NW 7HJA M3XC Q8LD 5VFB",
    "Grandkids ipads\n  Ava: 481920\n  Leo: 7735",
    "Brinks keypad master code for unit 4 move-out 6617",
])
def test_router_keys_security_answers_cupboard_codes_and_mailed_pins_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "password strengthens your account, says the bank",
    "the wifi is Bell-Fibe-7782 now",
    "the wifi is down again today",
    "security questions: first pet? dont remember",
    "kitchen cupboard 1200 x 600",
    "door 3: 2024",
    "door code for room 12 on 2024 plan",
    "PIN for card ending in 5706",
    "NMC PIN 31K0442E checked on the register",
    "Police URN for the intruder alarm: 61/20487",
    "if we get locked out call the landlord:\n- 5551234567",
    "Kids tablets\n  Emma: 2019 model",
])
def test_wordy_values_network_names_sizes_orders_and_masked_cards_are_kept(text: str) -> None:
    assert _kept(text)


# ---- a panel's bare disarm code; what to punch in when the alarm goes off; a router's
# password after "log into … with"; Portuguese "mudou hoje p/"; Google's codes named on the
# line after them; kept: a site key with an aside about the secret, Portuguese "chave do
# site", one-time codes "used 10:42" or signed in with already (382-385) ----


@pytest.mark.parametrize("text", [
    "Vivint disarm 8820 (panel in the hall closet)",
    "if the alarm goes off punch 6402 and then the OFF button",
    "to reset the mesh log into the router with Qm4TpzR8wVxKcLn2",
    "A senha do Millennium mudou hoje p/ Vk82jQpzLw0tRmX3 — atualizar no portátil",
    "- 5530 8812\n- 2297 4410\n- 7706 1935\nthose are mum's spare codes for gmail",
    "reCAPTCHA site key 6Ld3Xq8pAAAAAJvKc0mN4rT7uWz1yB5eH9sQ2fLg (the secret one)",
])
def test_disarm_codes_router_logins_changed_passwords_and_codes_named_after_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "reCAPTCHA site key 6Ld3Xq8pAAAAAJvKc0mN4rT7uWz1yB5eH9sQ2fLg (a secret fica no wp-config)",
    "Contact Form 7 -> chave do site: 6Ld3Xq8pAAAAAJvKc0mN4rT7uWz1yB5eH9sQ2fLg",
    "verification code 771203 (used 09:15, ignore)",
    "Workspace login code 402118 came through after I was already in — ignore, it's expired",
    "password changed again to 12 characters",
    "a senha foi alterada para 16 caracteres",
    "log into portal with j.smith@acme.example",
    "- 2177 1139\n- 9688 5890\n- 8466 4855\nthose are the opening hours",
    "alarm disarmed 2024-03-01",
    "VPN peer public key 9hQz2mK4Rw8Tn0Lb6Vc1Xy3Fp5Gd7Js2Ae4Ui6Ok8Mq= (the private one stays put)",
])
def test_site_keys_with_asides_spent_codes_and_password_rules_are_kept(text: str) -> None:
    assert _kept(text)


# ---- Spanish "codigo" for a storage unit, a lockbox's key or a phone ("cel"); a phone's
# code of six digits with words after; a key safe's or a lockup's code alone under it; a lock
# "is now …"; a lock's code changed, then "new one …"; Companies House's authentication code;
# Kaggle's key; an authenticator's setup key in four groups; an app password said by its
# length or its mail client; "changed from … to …"; an immobiliser's button sequence. Kept:
# a dialling code, a receipt's date, a network named before its colon, "done now", a parcel
# locker's code collected, Korean "시간초과" (386-389) ----


@pytest.mark.parametrize("text", [
    "bodega (Public Storage en Indian School) unit 88 codigo 530917",
    "codigo del cel de Sofi 904381",
    "Marcos phone code 613840 just in case",
    "cajita de la llave (casa de playa) codigo 2716",
    "lockup keysafe\n4408\n(new after the break-in)",
    "the red diesel tank lock is now 6152 after the theft",
    "the gun safe code got reset when the battery went, new one 740362",
    "Chemicals lock code changed\nold one useless\nnew 2958",
    "CH auth code R7KQ2X the accountant needs it",
    "auth code from the companies house letter\nT9WX3B",
    "kaggle key from the account page 6e1f0a9c3b7d24e58a0f1c6b9d2e7a43",
    "2 step setup key for the credit union app - QF3M KX7B NPL2 WZ5R",
    "16 letter code for Thunderbird on the shop PC: qmvr tkzs bfwl xnpd",
    "Router admin pasword changed from the sticker one to tulip-harbor228!",
    "van ghost code: brake, vol-, mode, window down (passenger), clutch",
    "Wi-Fi for the cabin (SSID Pine-Hollow): moss-kettle-moss-ironbark",
])
def test_spanish_codes_lockups_changed_codes_and_immobiliser_sequences_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "phone code for Spain 0034",
    "recibo Lowe's 7720 41195 30862 11/03/25",
    "SSID del gimnasio: Gym-Guest-204 (sin clave)",
    "bank verification code 553017, good for 5 mins - done now",
    "parcel locker code 810452 - picked up the parcel already",
    "OTP 662019 입력했는데 시간초과 다시 받음",
    "the lock is 2024 model",
    "error: auth code INVALID2 returned",
    "card receipt no 5521-0930 auth code K4TR8Q",
    "kaggle dataset md5 6e1f0a9c3b7d24e58a0f1c6b9d2e7a43",
    "password changed from 8 to 12 characters",
    "Ghost immobiliser fitted by AutoSecure, Leeds, invoice 2231, warranty 3 years",
])
def test_dialling_codes_receipts_named_networks_and_spent_locker_codes_are_kept(
        text: str) -> None:
    assert _kept(text)


# ---- Vietnamese manager codes and a shop's back door typed with "bấm … rồi"; Google's sheet
# under a mail with digits; Italian alarms, "portone" and "citofono"; a code typed, then a key
# pressed; a PIN in groups, or its digits straight after it, past an aside or a line break;
# WhatsApp's backup key and two-step PIN; a router's admin password; a Wi-Fi key of dotted
# words; French "jeton Twilio"; a capitals password beside its label; Kaggle's key in Korean.
# Kept: Vietnamese "hết hiệu lực", a PIN sent to a phone, a courier's PIN (390-393) ----


@pytest.mark.parametrize("text", [
    "Đổi mã quản lý trên máy POS thành 730215, đừng cho thợ biết",
    "cua sau tiem bam 58302 roi xoay nam cua",
    "BACKUP VERIFICATION CODES\nlinh.ng92@mail.example\n3319 0428    7710 5536\n"
    "2284 9901    6637 1205\n5502 8813    4490 2267",
    "allarme del negozio: codice per disinserire 4418 poi tasto OFF",
    "codice portone condominio 7306 — cambiato a gennaio",
    "citofono codice apertura\n508217\nnon darlo a nessuno",
    "palazzo di mia figlia: digita 2741 e premi la campanella",
    "Pin dispositivo INPS dal patronato: K72P QWX4 M9ZD 3TRA",
    "Agenzia Entrate Fisconline PIN 5820419367 (per il 730)",
    "backup whatsapp chiave a 64 cifre:\n"
    "9c1e 4a7b 02fd 88e3 b5c6 1d2a 7f90 e4b3 36ad 0c5f 9e21 7b48 d3c0 a615 2f8e 4b97",
    "verifica in 2 passaggi whatsapp: 804613",
    "router admin: q8m2xt7kp4",
    "Guest WiFi: Corner-Rx-Guest / key harbour.maple.tundra.beacon",
    "nouveau jeton Twilio (l'ancien a été révoqué) 7c1e09b4a2d35f86e0c7b1a94d2f6e38",
    "Boosters savings online: CARDINAL4471! — view only",
    "캐글 키 새로 받음 5d0a7e91c3b2f4068e1d9a7c2b5f3e04",
])
def test_vietnamese_and_italian_codes_grouped_pins_and_whatsapp_keys_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "mã OTP Techcombank 338104 hết hiệu lực, mai chuyển lại",
    "PIN sent to 07700900123",
    "Purolator PIN LIS390340043",
    "Costco delivery by Purolator, pin 448120937615",
    "enter 1500 and press calculate",
    "router admin: 192.168.1.1",
    "wifi key is on the sticker.under.the.router",
])
def test_spent_otps_pins_sent_to_phones_and_typed_amounts_are_kept(text: str) -> None:
    assert _kept(text)


# ---- A person's password in the shape sites ask for (a word, digits, a symbol) wherever it
# stands; Polish "kod do" what a code opens and "hasl."; an alarm's "cd"; a German door or
# key safe ending its compound, over the code; a bike lock's code under it; a call box and a
# security system; a Turkish screen lock. Kept: a publishable key inside its page's markup,
# reCAPTCHA's site key named so, a host key's fingerprint, a disk's stable name, a weak
# password named as an example (394-401) ----


@pytest.mark.parametrize("text", [
    "made the pharmacy portal one Brendan2207# so I'd remember it",
    "electric ireland account — Kilkenny5Marble$",
    "log in with Gooseberry81* then pick the slot",
    "konto w banku - hasl. Rw8tQpLk2mZxY4",
    "kod do bramy wjazdowej 55120",
    "kod do aplikacji mbank - 8815",
    "alarm cd 7142 then press off",
    "Kellertür Code\n30917",
    "Schlüsselsafe an der Haustür\n8260",
    "bike lock\n6619",
    "callbox code - 4407 (the flats on Mill Road)",
    "security system code 5521 if the beeping starts",
    "telefonun ekran kilidi 402817",
])
def test_shaped_passwords_polish_door_codes_and_labelled_lock_codes_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "<script>Stripe('pk_live_51Hq2RkLmN8pQ3sT6uV9wX2yZ5aB8cD1eF4gH7iJ0kL3mN6oP9qR2sT5uV8wX1yZ4aB7c')"
    "</script>",
    "the site key for the 'I'm not a robot' box is 6LcQ2vYpAAAAAKx9fT3mR7wN1bH5jD8sE2gU4kZ0",
    "recaptcha site anahtari 6LcQ2vYpAAAAAKx9fT3mR7wN1bH5jD8sE2gU4kZ0, herkese görünür",
    "Host key backup.internal ED25519 SHA256:c4191EFH6Th6zMY55ngGjjVDKJT1Yl2lf2J170MOItE",
    "pool disk: by-id/ata-ST8000VN004-2M2101_WSD9K4B7",
    "passwords like Summer2024! are the first ones they try",
    "never reuse something like Password123! anywhere",
    "passwords e.g., Summer2024! are weak",
    "made it to Route66! Best trip ever",
    "Upgraded to Windows11! Love it",
    "Happy birthday Sarah30!",
    "Is it really Area51?",
    "wifi box phone 0049 1234 5678 9012 3456",
    "pin 1234ab is the model",
    "bike lock broke in 2019, bought a new one",
    "alarm cd player 2004 model",
])
def test_markup_publishable_keys_site_keys_fingerprints_and_disk_names_are_kept(
        text: str) -> None:
    assert _kept(text)


def test_a_recaptcha_secret_named_after_its_site_key_is_refused() -> None:
    assert _refused("site key 6LcQ2vYpAAAAAKx9fT3mR7wN1bH5jD8sE2gU4kZ0 "
                    "secret 6LcQ2vYpAAAAAPq7wE3rT9yU1iO5pA8sD2fG4hJ6")


@pytest.mark.parametrize("text", [
    "WLAN-Schlüssel der FRITZ!Box (Aufkleber): 5521 0937 4418 2290 6613",
    "wifi at the flat WPA2 7730 1184 5092 3367 0418",
    "steam auth backup -> R51730",
    "NOTIFY_URL=discord://Q9vLm2XpR7tKw4ZyB8nHc3JdF6gS1aE5uT0oIiUe@1288455091377301544",
    "b2 authorize-account 004a1b2c3d4e5f60000000007 K004/7Qx9mWv+2RtLp8ZbN3cYs5aEe1",
    "| what | value |\n|---|---|\n| network | Harbour-5G |\n| wifi password | QJ7V02TX1M4K |",
    "at Nan's flats dial 4471 on the call box",
])
def test_fritzbox_keys_steam_codes_notifier_urls_and_named_table_rows_are_refused(
        text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "wifi router serial 5521 0937 4418 2290 6613 on the invoice",
    "steam order R51730 refunded",
    "| setting | value |\n|---|---|\n| password policy | 12 chars |\n| password expiry | 90days |",
    "dial 0800 then press 2 for billing",
])
def test_serials_steam_orders_password_policies_and_phone_menus_are_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "vimeo tok (the agency's account) = 4b8e1f07c2d95a3e6f10b7c48d2e9a51",
    "alarma del almacén\ndesconectar: 7316\ncoacción: 2290",
    "allarme del magazzino\ndisinserire: 5183",
    "glovo manager app -> tortellino417?",
])
def test_a_token_abbreviated_and_spanish_alarm_codes_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "tik tok = 7213558164512345678",
    "bajo coacción 1998 película",
    "alarma del coche: desactivar 2 minutos antes",
])
def test_a_video_id_a_film_and_a_timed_alarm_are_kept(text: str) -> None:
    assert _kept(text)
