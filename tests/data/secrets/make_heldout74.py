# ruff: noqa: E501
"""Writes heldout74_credentials.yaml and heldout74_lookalikes.yaml: held-out batch 74.

Persona: a data engineer at a Paris food-delivery scale-up who keeps notes in French peppered
with English tech words. Work notes: Airflow DAG snippets, dbt profiles.yml, Snowflake and
BigQuery connection settings, Kafka/SASL configs, Databricks and Fivetran tokens, GCP
service-account JSON fragments, spark-submit lines, Grafana/Metabase admin logins, Slack bots.
Personal notes: Navigo, impots.gouv, Doctolib, the bank, the Freebox wifi, the building code.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import base64
import json
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
    age_secret_key,
    app_password,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    card_expiry,
    digits,
    epoch,
    filevault_key,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    openai_project_key,
    openssh_private,
    pem,
    phrase,
    pick,
    pod_name,
    pw,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

# --- local shapes -----------------------------------------------------------------------

BIP39 = [
    "abandon", "galaxy", "orange", "timber", "velvet", "wisdom", "harbor", "cactus", "lunar",
    "pepper", "ribbon", "salmon", "tunnel", "uncle", "vacuum", "wrist", "yellow", "zebra",
    "anchor", "brisk", "cotton", "dragon", "eager", "fabric", "genuine", "hollow", "island",
    "jungle", "kitten", "ladder", "marble", "noodle", "oyster", "parrot", "quarter", "rescue",
    "saddle", "thunder", "useful", "valley", "walnut", "exotic", "bounce", "clinic", "drift",
]
MOTS = ["tartine", "poulpe", "canal", "brioche", "velo", "metro", "pigeon", "cerise", "zinc",
        "falafel", "bistrot", "lampion", "citron", "moustache", "banquette", "soleil"]


def fpw() -> str:
    """A password as this person picks them, or as their manager generates them."""
    return pick(
        f"{pick('Montmartre', 'Belleville', 'Oberkampf', 'Bastille', 'Pigalle', 'Vaugirard')}{pick('!', '#', '*', '@', '.')}{digits(4)}",
        rnd(ALNUM + "!#%&*+-?", 18),
        f"{pick(*MOTS)}-{pick('Bleu', 'Rouge', 'Jaune', 'Vert')}-{digits(2)}-{pick(*MOTS)}",
        pw(),
        rnd(ALNUM, 24),
    )


def loc() -> str:
    """A Snowflake account locator."""
    return rnd(LOWER, 2) + digits(5)


def slack_bot() -> str:
    return f"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}"


def slack_app() -> str:
    return f"xapp-1-A{rnd(UPPER + DIGITS, 10)}-{digits(13, True)}-{hexs(64)}"


def dapi() -> str:
    return f"dapi{hexs(32)}" + pick("", "-2", "-3")


def glsa() -> str:
    return f"glsa_{rnd(ALNUM, 32)}_{hexs(8)}"


def ghp() -> str:
    return f"ghp_{rnd(ALNUM, 36)}"


def ghpat() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def glpat() -> str:
    return f"glpat-{rnd(URLSAFE, 20)}"


def hvs() -> str:
    return f"hvs.{rnd(ALNUM, 24)}"


def dbtc() -> str:
    return f"dbtc_{rnd(URLSAFE, 56)}"


def fernet() -> str:
    return base64.urlsafe_b64encode(secrets.token_bytes(32)).decode()


def cflt_key() -> str:
    return rnd(UPPER + DIGITS, 16)


def cflt_secret() -> str:
    return rnd(ALNUM + "+/", 64)


def stripe_sk() -> str:
    return pick(f"sk_live_{rnd(ALNUM, 99)}", f"rk_live_{rnd(ALNUM, 99)}", f"sk_live_{rnd(ALNUM, 24)}")


def gcp_private_key_json() -> str:
    """The private_key value of a service-account JSON: PEM with escaped newlines."""
    body = base64.b64encode(b"\x30\x82\x04\xbd\x02\x01\x00\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01\x05\x00" + secrets.token_bytes(420)).decode()
    lines = "\\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PRIVATE KEY-----\\n{lines}\\n-----END PRIVATE KEY-----\\n"


def sa_email(name: str, project: str) -> str:
    return f"{name}@{project}.iam.gserviceaccount.com"


def project_id() -> str:
    return f"acme-{pick('data', 'dwh', 'analytics', 'ml')}-{pick('prod', 'staging', 'dev')}-{digits(4)}"


def cb() -> str:
    return groups(luhn(pick("4970", "4973", "5132", "5355", "4539"), 16), 4)


def siren() -> str:
    return luhn(pick("8", "9", "5", "4"), 9)


def siret(s: str) -> str:
    return luhn(s, 14)


def tva(s: str) -> str:
    return f"FR{(12 + 3 * (int(s) % 97)) % 97:02d}{s}"


def fr_iban() -> str:
    bank, branch, account = digits(5, True), digits(5), digits(11)
    key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97)
    return iban("FR", f"{bank}{branch}{account}{key:02d}")


def ssh_ed() -> str:
    return "ssh-ed25519 " + ssh_pub("ssh-ed25519", 32)


def cert_fp() -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(32))


def plate() -> str:
    return f"{rnd(UPPER, 2)}-{digits(3)}-{rnd(UPPER, 2)}"


def cluster_id() -> str:
    return f"{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}-{digits(6)}-{rnd(LOWER + DIGITS, 8)}"


def phone() -> str:
    return f"06 {digits(2)} {digits(2)} {digits(2)} {digits(2)}"


# --- credentials ------------------------------------------------------------------------

def credentials() -> Rows:
    r = Rows()

    a, b, c = loc(), loc(), loc()
    r.add(
        "snowflake_user_password",
        f"snowflake prod -> user LOADER_SVC / mdp {fpw()}  (account {a}.eu-west-1, wh LOAD_WH)",
        f"Snowflake perso (role ANALYST_FR)\nlogin: camille.d@acme-food.example\npwd: {fpw()}\nà changer avant la fin du Q3 sinon lockout",
        f"snowsql -a {b}.eu-west-1 -u ETL_BATCH -d RAW -r LOADER\nquand il demande le password c'est {fpw()}",
        f"rappel: le compte DBT_CI sur {c} a comme password {fpw()} (celui de 1Password est périmé, j'ai reset hier)",
    )

    r.add(
        "snowflake_keypair_passphrase",
        f"{pem('ENCRYPTED PRIVATE KEY', 5)}\n^ rsa_key.p8 du user KAFKA_CONNECTOR, passphrase: {rnd(ALNUM + '-_', 22)}",
        f"connecteur kafka->snowflake, ajouter dans le json:\n\"snowflake.private.key.passphrase\": \"{rnd(ALNUM, 20)}\",\n\"snowflake.user.name\": \"KAFKA_CONNECTOR\"",
        f"PRIVATE_KEY_PASSPHRASE='{phrase(MOTS, 4, '-')}' python load_orders.py --env prod   # marche enfin !!",
    )

    r.add(
        "dbt_profiles_password",
        f"profiles.yml (ne PAS commit):\nacme_dwh:\n  target: dev\n  outputs:\n    dev:\n      type: snowflake\n      account: {loc()}.eu-west-1\n      user: CAMILLE_DEV\n      password: {fpw()}\n      role: TRANSFORMER\n      warehouse: DEV_WH",
        f"dbt target prod_pg -> host pg-dwh.internal, user dbt_prod, pass {fpw()}, schema analytics, threads 8",
        f"pour le dbt de l'équipe finance (redshift legacy): password: \"{fpw()}\" dans leur profiles, ils veulent que je migre ça",
    )

    r.add(
        "dbt_cloud_service_token",
        f"dbt Cloud service token (job trigger depuis airflow): {dbtc()}",
        f"curl -X POST https://cloud.getdbt.acme.internal/api/v2/accounts/{digits(5, True)}/jobs/{digits(6, True)}/run/ -H \"Authorization: Token {dbtc()}\"",
        f"DBT_CLOUD_API_TOKEN={dbtc()}\n(scope: job admin, créé le 12/03, expire jamais, à restreindre)",
    )

    p1, p2, p3 = project_id(), project_id(), project_id()
    sa_json = json.dumps({"type": "service_account", "project_id": p3, "private_key_id": hexs(40),
                          "private_key": gcp_private_key_json().replace("\\n", "\n"),
                          "client_email": sa_email("airflow-composer", p3)})
    sa_b64 = b64(sa_json.encode())
    r.add(
        "gcp_service_account_key",
        f"bout du json du SA bq-loader, le reste est dans le drive:\n  \"type\": \"service_account\",\n  \"project_id\": \"{p1}\",\n  \"private_key_id\": \"{hexs(40)}\",\n  \"private_key\": \"{gcp_private_key_json()}\",\n  \"client_email\": \"{sa_email('bq-loader', p1)}\"",
        f"keyfile_json pour dbt-bigquery:\nprivate_key_id: {hexs(40)}\nprivate_key: \"{gcp_private_key_json()}\"\nclient_email: {sa_email('dbt-runner', p2)}",
        f"GOOGLE_CREDENTIALS (SA airflow-composer sur {p3}) base64 pour le secret k8s:\n{sa_b64}",
    )

    r.add(
        "airflow_connection_uri",
        f"export AIRFLOW_CONN_PG_ORDERS='postgresql://airflow_ro:{rnd(ALNUM, 20)}@pg-orders.internal:5432/orders'",
        f"airflow connections add 'snowflake_default' --conn-type snowflake --conn-login AIRFLOW --conn-password '{fpw()}' --conn-extra '{{\"account\": \"{loc()}\", \"warehouse\": \"ETL_WH\"}}'",
        f"conn mysql_legacy_menus dans l'UI airflow\nhost: mysql-menus.acme.internal\nlogin: reader\npassword: {fpw()}\nport 3306",
    )

    r.add(
        "airflow_fernet_key",
        f"fernet_key de l'airflow prod (si on la perd toutes les conns chiffrées sont mortes!!): {fernet()}",
        f"[core]\nfernet_key = {fernet()}\nexecutor = CeleryExecutor",
        f"AIRFLOW__CORE__FERNET_KEY={fernet()} pour le docker-compose local, différente de la prod",
    )

    r.add(
        "airflow_admin_password",
        f"airflow.acme.internal admin / {fpw()}",
        f"airflow users create --username admin --firstname Camille --lastname D --role Admin --email camille.d@acme-food.example --password '{fpw()}'",
        f"Airflow staging: compte 'oncall' mdp {fpw()} — le partager seulement en DM",
    )

    r.add(
        "kafka_sasl_jaas",
        f"client.properties (cluster orders-events):\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"{cflt_key()}\" password=\"{cflt_secret()}\";",
        f"SCRAM user pour le kafka self-hosted (kafka-1.acme.internal:9094): svc-dispatch / {rnd(ALNUM, 28)}",
        f"kafka-console-consumer --bootstrap-server kafka-1.acme.internal:9093 --topic courier.positions.v2 --consumer-property sasl.jaas.config='org.apache.kafka.common.security.scram.ScramLoginModule required username=\"camille\" password=\"{fpw()}\";'",
    )

    r.add(
        "confluent_api_key_secret",
        f"Confluent Cloud API key (cluster lkc-{rnd(LOWER + DIGITS, 5)})\nKey: {cflt_key()}\nSecret: {cflt_secret()}",
        f"clé confluent pour le connecteur debezium: {cflt_key()} / {cflt_secret()} (owner: sa-debezium)",
        f"CONFLUENT_CLOUD_API_KEY={cflt_key()}\nCONFLUENT_CLOUD_API_SECRET={cflt_secret()}\npour terraform, le cloud key pas le cluster key",
    )

    r.add(
        "schema_registry_basic_auth",
        f"basic.auth.credentials.source=USER_INFO\nschema.registry.basic.auth.user.info={cflt_key()}:{cflt_secret()}",
        f"schema registry (https://sr.acme.internal) -> user sr_reader pwd {rnd(ALNUM, 18)}",
    )

    r.add(
        "databricks_pat",
        f"databricks PAT (workspace data-eng, 90j): {dapi()}",
        f"[DEFAULT]\nhost = https://dbc-{hexs(8)}-{hexs(4)}.cloud.databricks.acme.internal\ntoken = {dapi()}",
        f"export DATABRICKS_TOKEN={dapi()} && databricks jobs run-now --job-id {digits(15, True)}",
        f"token du SP airflow -> databricks: {dapi()} (généré via l'API, pas visible dans l'UI)",
    )

    r.add(
        "fivetran_api_credentials",
        f"Fivetran API\nkey: {rnd(ALNUM, 16)}\nsecret: {rnd(ALNUM, 32)}",
        f"curl -u {rnd(ALNUM, 16)}:{rnd(ALNUM, 32)} https://api.fivetran.acme.internal/v1/groups",
        f"header fivetran pour le script de resync: Authorization: Basic {base64.b64encode((rnd(ALNUM, 16) + ':' + rnd(ALNUM, 32)).encode()).decode()}",
    )

    r.add(
        "spark_submit_s3_keys",
        f"spark-submit --master yarn --deploy-mode cluster \\\n  --conf spark.hadoop.fs.s3a.access.key={aws_key_id()} \\\n  --conf spark.hadoop.fs.s3a.secret.key={aws_secret()} \\\n  jobs/rebuild_orders_history.py --from 2023-01-01",
        f"spark conf pour lire le bucket du partenaire (ils nous ont filé ça par mail...)\nfs.s3a.access.key {aws_key_id()}\nfs.s3a.secret.key {aws_secret()}",
    )

    r.add(
        "aws_access_keys",
        f"~/.aws/credentials\n[acme-datalake]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = eu-west-3",
        f"IAM user svc-fivetran-s3: {aws_key_id()} {aws_secret()}",
        f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} aws s3 sync s3://acme-exports-tmp ./dump",
    )

    r.add(
        "grafana_admin_password",
        f"grafana.ini\n[security]\nadmin_user = admin\nadmin_password = {fpw()}",
        f"grafana (grafana.acme.internal) admin/{fpw()}",
        f"GF_SECURITY_ADMIN_PASSWORD={fpw()} dans le helm values du monitoring data",
    )

    r.add(
        "grafana_service_account_token",
        f"token SA grafana 'pipeline-alerts' (Editor): {glsa()}",
        f"curl -H \"Authorization: Bearer {glsa()}\" https://grafana.acme.internal/api/dashboards/uid/dwh-freshness",
    )

    r.add(
        "metabase_admin_login",
        f"Metabase\nurl: https://metabase.acme.internal\nadmin: data-admin@acme-food.example\nmdp: {fpw()}",
        f"metabase compte admin de secours -> mb-admin@acme-food.example / {fpw()} (ne pas utiliser au quotidien)",
        f"MB_DB_PASS={rnd(ALNUM, 22)} (postgres interne de metabase, user metabase_app)",
    )

    r.add(
        "metabase_session_cookie",
        f"cookie metabase.SESSION={uid()} copié du navigateur pour scripter l'export des questions",
        f"curl -H 'X-Metabase-Session: {uid()}' https://metabase.acme.internal/api/card",
    )

    r.add(
        "metabase_embedding_secret",
        f"MB_EMBEDDING_SECRET_KEY={hexs(64)}",
        f"secret pour signer les dashboards embed dans le back-office restos: {hexs(64)}",
    )

    r.add(
        "slack_bot_token",
        f"bot #data-alerts: {slack_bot()}",
        f"SLACK_BOT_TOKEN={slack_bot()}\n(scopes chat:write, files:write) utilisé par le callback on_failure des DAGs",
        f"dans airflow: conn slack_api_default, password = {slack_bot()}",
    )

    r.add(
        "slack_app_level_token",
        f"app-level token socket mode (le bot /dwh-status): {slack_app()}",
        f"SLACK_APP_TOKEN={slack_app()}",
    )

    r.add(
        "slack_signing_secret",
        f"Signing Secret de l'app 'DataBot': {hexs(32)}",
        f"slack:\n  signing_secret: {hexs(32)}\n  bot_token: {slack_bot()}",
    )

    r.add(
        "postgres_connection_string",
        f"postgresql://replicator:{rnd(ALNUM, 24)}@pg-orders-replica.internal:5432/orders?sslmode=require",
        f"DSN read replica pour debug: host=pg-couriers.acme.internal dbname=couriers user=ro_camille password={fpw()}",
        f"psql \"postgres://dwh_admin:{rnd(ALNUM, 20)}@pg-dwh.internal/dwh\" -c 'vacuum analyze fct_orders'",
    )

    r.add(
        "redis_password",
        f"redis cache des ETA: redis-cli -h redis-eta.internal -a '{rnd(ALNUM, 32)}'",
        f"REDIS_URL=redis://:{rnd(ALNUM, 28)}@redis-features.acme.internal:6379/2",
    )

    r.add(
        "github_token",
        f"PAT github pour le repo dbt (CI), expire en déc: {ghp()}",
        f"fine-grained token (read-only sur acme/data-platform): {ghpat()}",
        f"git clone https://x-access-token:{ghp()}@github.acme.internal/acme/airflow-dags.git",
    )

    r.add(
        "gitlab_token",
        f"gitlab PAT (api, read_registry): {glpat()}",
        f"export GITLAB_TOKEN={glpat()}\npour pousser l'image spark-base",
    )

    r.add(
        "vault_token",
        f"vault login {hvs()}   <- root token du vault de staging, à révoquer quand fini",
        f"VAULT_ADDR=https://vault.acme.internal VAULT_TOKEN={hvs()}",
        f"token vault du job de backfill: {hvs()} (ttl 768h)",
    )

    r.add(
        "datadog_keys",
        f"datadog\nDD_API_KEY={hexs(32)}\nDD_APP_KEY={hexs(40)}",
        f"clé api datadog pour l'agent sur les workers spark: {hexs(32)}",
    )

    r.add(
        "stripe_secret_key",
        f"clé stripe restricted (lecture charges/payouts pour le connecteur): {stripe_sk()}",
        f"STRIPE_API_KEY={stripe_sk()} -> utilisé par le DAG stripe_payouts_daily",
    )

    r.add(
        "openai_api_key",
        f"clé openai du POC classif des avis clients: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}\n(budget 200$/mois, projet 'reviews-tagging')",
    )

    r.add(
        "bastion_ssh_private_key",
        f"clé du bastion data (bastion.acme.internal, user ops):\n{openssh_private()}",
        f"id_ed25519 du runner spark, à remettre si on recrée la VM:\n{openssh_private()}",
    )

    r.add(
        "jupyter_token",
        f"jupyter sur la VM gpu: http://gpu-nb-1.internal:8888/?token={hexs(48)}",
        f"c.NotebookApp.token = '{hexs(48)}'",
    )

    r.add(
        "minio_root_credentials",
        f"minio local (docker compose)\nMINIO_ROOT_USER=minioadmin\nMINIO_ROOT_PASSWORD={rnd(ALNUM, 24)}",
        f"minio du lab (minio.lab.test) root: dataeng / {fpw()}",
    )

    r.add(
        "kubernetes_sa_token",
        f"token du SA airflow-worker (namespace data) pour kubectl:\n{jwt({'iss': 'kubernetes/serviceaccount', 'kubernetes.io/serviceaccount/namespace': 'data', 'kubernetes.io/serviceaccount/service-account.name': 'airflow-worker', 'sub': 'system:serviceaccount:data:airflow-worker'}, 'RS256', rnd(URLSAFE, 342))}",
        f"kubectl --token={jwt({'iss': 'https://k8s.acme.internal', 'sub': 'system:serviceaccount:spark:spark-operator', 'exp': epoch()}, 'RS256', rnd(URLSAFE, 342))} get pods -n spark",
    )

    r.add(
        "sops_age_key",
        f"clé age pour déchiffrer les secrets.enc.yaml du repo infra-data:\n# public key: {age_public_key()}\n{age_secret_key()}",
        f"SOPS_AGE_KEY={age_secret_key()}",
    )

    r.add(
        "looker_client_secret",
        f"Looker API3\nclient_id: {rnd(ALNUM, 20)}\nclient_secret: {rnd(ALNUM, 24)}",
        f"looker.ini\n[Looker]\nbase_url=https://looker.acme.internal:19999\nclient_id={rnd(ALNUM, 20)}\nclient_secret={rnd(ALNUM, 24)}",
    )

    r.add(
        "google_backup_codes",
        "codes de secours compte google pro (chacun utilisable 1 fois):\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(6)),
        f"backup codes gmail perso: {', '.join(digits(8) for _ in range(5))} -- déjà utilisé le premier",
    )

    r.add(
        "totp_seed",
        f"seed TOTP du compte AWS root (si je change de tel): {groups(rnd(BASE32, 32), 4)}",
        f"otpauth://totp/Acme%20Vault:camille.d?secret={rnd(BASE32, 32)}&issuer=Acme%20Vault",
        f"clé 2FA github (setup key): {rnd(BASE32.lower(), 16)}",
    )

    r.add(
        "navigo_account_password",
        f"Navigo (compte en ligne pour recharger) : camille.d@mail.example / {fpw()}",
        f"mon espace navigo -> mdp {fpw()}. le n° de passe est sur la carte",
        f"pw navigo annuel: {fpw()}",
    )

    r.add(
        "impots_gouv_password",
        f"impots.gouv\nnuméro fiscal {pick('0', '1', '2', '3')}{digits(12)}\nmot de passe {fpw()}",
        f"mdp impots.gouv changé en mai -> {fpw()} (déclaration en ligne faite)",
        f"impôts: identifiant = n° fiscal sur l'avis, password {fpw()}",
    )

    r.add(
        "doctolib_password",
        f"doctolib: camille.d@mail.example mdp {fpw()}",
        f"Doctolib (pour les rdv de Léo aussi): {fpw()}",
    )

    r.add(
        "ameli_password",
        f"ameli.fr code secret: {digits(8)}",
        f"compte ameli -> n° sécu + mot de passe {fpw()}",
    )

    r.add(
        "bank_online_access",
        f"banque en ligne (Crédit Mutuel): identifiant {digits(10, True)}, code d'accès {digits(6)}",
        f"appli banque -> code secret à 6 chiffres {digits(6)}",
        f"Boursorama\nidentifiant: {digits(8, True)}\nmdp: {digits(8)}",
    )

    r.add(
        "bank_card_with_cvv",
        f"carte pro (Visa) {cb()} exp {card_expiry()} cvv {digits(3)}",
        f"CB perso pour les abonnements: {cb()}\n{card_expiry()} - {digits(3)}\ncode {digits(4)}",
        f"carte virtuelle Qonto pour payer GCP: {cb()}, expire {card_expiry()}, crypto {digits(3)}",
    )

    r.add(
        "bank_card_pin",
        f"code CB nouvelle carte: {digits(4)}",
        f"PIN carte bleue Léo (s'il oublie encore...) {digits(4)}",
    )

    r.add(
        "freebox_wifi_key",
        f"wifi maison\nSSID: Freebox-{rnd(UPPER + DIGITS, 6)}\nclé WPA2: {rnd(LOWER + DIGITS, 26)}",
        f"mot de passe wifi invités: {phrase(MOTS, 3, '-')}{digits(2)}",
        f"wifi freebox -> {rnd(ALNUM, 20)}  (à donner à la baby-sitter)",
    )

    r.add(
        "freebox_admin_password",
        f"mafreebox (admin freebox os, http://192.168.1.254): {fpw()}",
        f"interface freebox, mdp admin: {fpw()}  — j'ai ouvert le port 2222 pour le NAS",
    )

    r.add(
        "building_door_code",
        f"digicode immeuble: {digits(4)}{pick('A', 'B', '')}, puis interphone 'Durand'",
        f"code porte bureau (rue du Faubourg) {digits(4)}# — badge oublié",
        f"Maman: digicode {digits(4)}B, 3e gauche",
    )

    r.add(
        "office_alarm_code",
        f"code alarme bureaux (si dernier à partir le soir): {digits(6)}",
        f"alarme appart: désactivation {digits(4)}, code sous contrainte {digits(4)}",
    )

    r.add(
        "sim_pin_puk",
        f"SIM pro Free Mobile: PIN {digits(4)} PUK {digits(8)}",
        f"code PUK téléphone perso: {digits(8)}",
    )

    r.add(
        "velib_pin",
        f"Vélib: n° abonné {digits(8, True)} + code {digits(4)}",
        f"code vélib {digits(4)}",
    )

    r.add(
        "crypto_seed_phrase",
        f"ledger (les qq ETH) - seed 24 mots:\n{phrase(BIP39, 24)}",
        f"phrase de récup wallet metamask: {phrase(BIP39, 12)}",
    )

    r.add(
        "password_manager_master",
        f"master password bitwarden: {phrase(MOTS, 5, '-')}",
        f"1password perso, mot de passe principal {phrase(MOTS, 4, ' ')} {digits(3)}",
    )

    r.add(
        "disk_encryption_recovery",
        f"FileVault recovery key du macbook pro (S/N dans le jamf): {filevault_key()}",
        f"passphrase LUKS du laptop linux: {phrase(MOTS, 6, ' ')}",
    )

    r.add(
        "gmail_app_password",
        f"mot de passe d'application google pour le script de relevés (imap): {app_password()}",
        f"app password smtp (alertes airflow par mail via gmail): {app_password()}",
    )

    r.add(
        "airflow_webserver_secret_key",
        f"[webserver]\nsecret_key = {hexs(32)}",
        f"AIRFLOW__WEBSERVER__SECRET_KEY={b64(secrets.token_bytes(24))} — doit être la même sur tous les pods sinon les logs 403",
    )

    r.add(
        "bigquery_hmac_key",
        f"HMAC key GCS (pour le connecteur s3-compatible de fivetran):\naccess id: GOOG1E{rnd(UPPER + DIGITS, 55)}\nsecret: {rnd(B64, 40)}",
        f"gsutil hmac -> accessId GOOG1E{rnd(UPPER + DIGITS, 55)} secret {rnd(B64, 40)}",
    )

    r.add(
        "clickhouse_password",
        f"clickhouse-client --host ch-events.internal --user analytics --password '{fpw()}' --query 'SELECT count() FROM events'",
        f"<users><etl><password>{rnd(ALNUM, 20)}</password></etl></users>  (users.xml clickhouse)",
    )

    r.add(
        "wireguard_private_key",
        f"wg0.conf VPN bureau\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.20.{secrets.randbelow(255)}.{secrets.randbelow(254) + 1}/32",
        f"clé privée wireguard du laptop: {wg_key()}",
    )

    return r


# --- look-alikes ------------------------------------------------------------------------

def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "airflow_dag_run_id",
        f"le run scheduled__2024-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}T02:00:00+00:00 de orders_daily a planté sur la tâche load_fct_orders, relancé",
        f"manual__2024-06-0{secrets.randbelow(9) + 1}T14:{digits(2)}:{digits(2)}.{digits(6)}+00:00 -> backfill couriers, run_id à garder pour le ticket",
        f"dag_run {uid()} (dataset-triggered) bloqué en queued depuis 2h",
    )

    r.add(
        "airflow_dag_secret_reference",
        "snippet DAG:\nwith DAG('stripe_payouts_daily', schedule='0 4 * * *', catchup=False) as dag:\n    pull = SimpleHttpOperator(task_id='pull', http_conn_id='stripe_api')\n    # la clé est dans le secrets backend (connections/stripe_api), pas dans le code",
        "Variable.get('slack_webhook_data_alerts') -> stocké dans GCP Secret Manager sous airflow-variables-slack_webhook_data_alerts",
        "AIRFLOW__SECRETS__BACKEND=airflow.providers.google.cloud.secrets.secret_manager.CloudSecretManagerBackend\nAIRFLOW__SECRETS__BACKEND_KWARGS={\"connections_prefix\": \"airflow-connections\", \"project_id\": \"" + project_id() + "\"}",
    )

    r.add(
        "dbt_profile_env_var",
        "profiles.yml version propre:\nacme_dwh:\n  outputs:\n    prod:\n      type: snowflake\n      account: " + loc() + ".eu-west-1\n      user: DBT_PROD\n      password: \"{{ env_var('DBT_SNOWFLAKE_PASSWORD') }}\"\n      role: TRANSFORMER",
        "dbt bigquery: method: oauth (pas de keyfile), project: " + project_id() + ", dataset: dbt_camille, location: EU",
        "private_key_path: ~/.ssh/snowflake/rsa_key.p8\nprivate_key_passphrase: \"{{ env_var('SNOWFLAKE_PK_PASSPHRASE') }}\"  <- exporté depuis 1Password CLI",
    )

    r.add(
        "dbt_invocation_id",
        f"invocation_id {uid()} — le run où fct_deliveries a pris 40 min",
        f"manifest.json du {digits(1, True)}/06: checksum {hexs(64)}, dbt_version 1.7.{secrets.randbelow(15)}",
        f"dbt test en échec: unique_dim_restaurants_restaurant_id, invocation {uid()}",
    )

    p = project_id()
    r.add(
        "bigquery_project_dataset",
        f"tables brutes: `{p}.raw_app_events.events_{digits(8)}` (sharded) + `{p}.analytics.fct_orders`",
        f"bq ls --project_id={project_id()} -> datasets: raw_fivetran, staging, marts_finance, sandbox_camille",
        f"SELECT * FROM `{project_id()}.marts_ops.courier_shifts` WHERE shift_date = '2024-05-12'",
    )

    r.add(
        "bigquery_job_id",
        f"job bq qui scanne 4 To: bquxjob_{hexs(8)}_{hexs(11)}, à optimiser (partition pruning cassé)",
        f"{project_id()}:EU.scheduled_query_{hexs(8)}-0000-{hexs(4)}-{hexs(4)}-{hexs(12)}",
        f"job_id airflow_orders_daily_load_fct_orders_2024_05_12T02_00_00_00_00_{hexs(32)}",
    )

    r.add(
        "snowflake_account_locator",
        f"compte snowflake: locator {loc()}, région aws eu-west-1, org ACMEFOOD, account name DATA_PROD",
        f"URL: https://{loc()}.eu-west-1.snowflakecomputing.acme.internal (privatelink)",
        f"account_identifier = ACMEFOOD-{pick('DATA_PROD', 'DATA_STAGING')}, ancien locator {loc()}",
    )

    r.add(
        "snowflake_query_id",
        f"query id 01{hexs(6)}-{digits(4)}-{hexs(4)}-0000-{hexs(12)} -> spill to remote storage 80 Go",
        f"ticket support snowflake: query 01{hexs(6)}-{digits(4)}-{hexs(4)}-0000-{hexs(12)}, warehouse TRANSFORM_WH (L)",
    )

    r.add(
        "kafka_topic_name",
        "topics à migrer: orders.created.v3, orders.status-changed.v2, courier.positions.v2, restaurant.menu-updates",
        f"dlq.orders.created.v3 — {digits(4, True)} messages en erreur depuis le deploy de 14h",
        "kafka-topics --describe --topic courier.positions.v2 → 48 partitions, RF 3, retention.ms=604800000",
    )

    r.add(
        "kafka_consumer_group",
        f"consumer group cg-dwh-sink-orders-v{secrets.randbelow(5) + 2} a un lag de {digits(6, True)} sur la partition {secrets.randbelow(48)}",
        "kafka-consumer-groups --bootstrap-server kafka-1.acme.internal:9092 --describe --group connect-snowflake-sink-couriers",
        f"reset offsets group eta-features-builder --to-datetime 2024-05-12T00:00:00.000 --topic courier.positions.v2 (instance id {pod_name('eta-builder')})",
    )

    r.add(
        "kafka_cluster_ids",
        f"Confluent: env-{rnd(LOWER + DIGITS, 5)} / cluster lkc-{rnd(LOWER + DIGITS, 6)} / schema registry lsrc-{rnd(LOWER + DIGITS, 5)}",
        f"cluster.id du kafka self-hosted: {base64.urlsafe_b64encode(secrets.token_bytes(16)).decode().rstrip('=')} (dans meta.properties)",
        f"service account sa-{rnd(LOWER + DIGITS, 6)} = debezium, les API keys sont dans Vault (kv/data/confluent/debezium)",
    )

    r.add(
        "partition_key",
        "partitionnement de fct_orders: dt=2024-05-12/hour=13/city=paris, clustering sur restaurant_id",
        f"clé de partition kafka = order_id (ex: ord_{rnd(LOWER + DIGITS, 16)}), pas courier_id sinon hot partition",
        f"partition 20240512 de events_{digits(8)} réécrite, {digits(7, True)} lignes",
    )

    r.add(
        "s3_object_path",
        f"s3://acme-datalake-raw/orders/dt=2024-05-12/part-00000-{uid()}-c000.snappy.parquet",
        f"le fichier corrompu: s3://acme-exports-tmp/stripe/payouts/{hexs(32)}.json.gz",
        f"aws s3 ls s3://acme-spark-logs/eventlog/application_{epoch() * 1000}_{digits(4)}/",
    )

    r.add(
        "gcs_object_path",
        f"gs://acme-composer-{hexs(8)}-bucket/dags/orders_daily.py",
        f"export BQ -> gs://acme-bq-exports/marts_finance/fct_payouts/{uid()}/000000000000.avro",
        f"gsutil cp gs://acme-ml-artifacts/eta_model/{hexs(40)}/model.pkl .",
    )

    r.add(
        "databricks_cluster_and_job_ids",
        f"cluster job {cluster_id()} (DBR 14.3 LTS, photon), job_id {digits(15, True)}, run {digits(15, True)}",
        f"databricks runs get --run-id {digits(15, True)} → INTERNAL_ERROR, driver OOM",
        f"workspace https://dbc-{hexs(8)}-{hexs(4)}.cloud.databricks.acme.internal, org id {digits(16, True)}",
    )

    r.add(
        "spark_application_id",
        f"appli spark application_{epoch() * 1000}_{digits(4)} : stage 12 skew sur restaurant_id",
        "spark-submit --master yarn --deploy-mode cluster --num-executors 20 --executor-memory 8g --conf spark.sql.shuffle.partitions=400 jobs/rebuild_orders_history.py",
        f"spark-{hexs(32)} = app id du run local, event log dans /tmp/spark-events",
    )

    r.add(
        "fivetran_connector_id",
        f"connecteur fivetran salesforce: id {pick('decidedly', 'ravenous', 'hideous', 'clustered')}_{pick('heroic', 'pebble', 'velvet', 'stale')}, group {pick('crunchy', 'oblong')}_{pick('antelope', 'wobble')}",
        "fivetran: la clé API a été régénérée par Julien, l'ancienne ne marche plus -> demander la nouvelle dans #data-platform",
        f"resync hubspot connector ({rnd(LOWER, 8)}_{rnd(LOWER, 6)}) prévu dimanche, {digits(2, True)} tables",
    )

    s1, s2, s3 = siren(), siren(), siren()
    r.add(
        "company_siren_siret",
        f"Acme Food SAS — SIREN {groups(s1, 3)}, SIRET siège {siret(s1)}",
        f"fournisseur emballages: SIRET {siret(s2)} (code APE 1721A)",
        f"le resto 'Chez Nénette' n'a pas de siret valide dans la table merchants: {siret(s3)[:-1]}x",
    )

    r.add(
        "company_vat_number",
        f"TVA intracom Acme Food: {tva(s1)}",
        f"facture Snowflake: notre n° TVA {tva(s1)}, le leur IE{digits(7)}{rnd(UPPER, 1)}",
        f"n° TVA client (resto belge) BE0{digits(9)}, à vérifier sur VIES",
    )

    r.add(
        "company_iban_invoice",
        f"RIB à mettre sur les factures restos: Acme Food SAS, IBAN {fr_iban()}, BIC CMCIFRPP",
        f"IBAN du compte de séquestre (paiements restaurateurs): {fr_iban()}",
        f"virement reçu de {fr_iban()} (réf FAC-2024-{digits(5)}), à lettrer",
    )

    r.add(
        "ticket_reference",
        f"DATA-{digits(4, True)}: migrer orders_daily vers dataset-aware scheduling",
        f"incident INC-{digits(5, True)} (retard des ETA), postmortem à écrire, lien PagerDuty P{rnd(UPPER + DIGITS, 6)}",
        f"ticket support fivetran #{digits(6, True)}, support snowflake case {digits(8, True)}",
    )

    r.add(
        "schema_registry_fingerprint",
        f"schema id {digits(6, True)} pour orders.created.v3-value, fingerprint md5 {hexs(32)}",
        f"avro schema hash changé: {hexs(16)} -> {hexs(16)} (champ tip_amount ajouté), compat BACKWARD",
        f"subject courier.positions.v2-value version {secrets.randbelow(20) + 1}, sha256 du .avsc {hexs(64)}",
    )

    r.add(
        "git_commit_sha",
        f"le bug vient de {hexs(40)} (refacto du macro incremental)",
        f"revert {hexs(7)} + cherry-pick {hexs(7)} sur la branche release/2024.05",
        f"airflow-dags déployé au commit {hexs(40)}, tag v{secrets.randbelow(5) + 1}.{secrets.randbelow(30)}.{secrets.randbelow(10)}",
    )

    r.add(
        "container_image_digest",
        f"image spark-base@sha256:{hexs(64)}",
        f"europe-west1-docker.pkg.acme.internal/{project_id()}/airflow/airflow:2.9.1-{hexs(7)} digest sha256:{hexs(64)}",
    )

    r.add(
        "ssh_public_key",
        f"clé publique à ajouter sur le bastion: {ssh_ed()} camille@laptop",
        f"authorized_keys du runner spark:\n{ssh_ed()} ci@gitlab\n{ssh_ed()} camille@laptop",
    )

    r.add(
        "gpg_fingerprint",
        f"ma clé gpg (signature des commits): {groups(hexs(40).upper(), 4)}",
        f"clé publique de l'équipe sécu pour chiffrer les exports: fingerprint {hexs(40).upper()}, expire 2026",
    )

    r.add(
        "vault_secret_path",
        "le mdp du user LOADER_SVC est dans Vault: kv/data/snowflake/prod/loader_svc (champ password)",
        "vault kv get -field=token secret/databricks/airflow-sp  -> ne pas coller le résultat ici",
        f"policy vault data-eng-ro: path \"kv/data/data-platform/*\" {{ capabilities = [\"read\", \"list\"] }}, lease max {secrets.randbelow(700) + 24}h",
    )

    r.add(
        "gcp_secret_manager_ref",
        f"projects/{project_id()}/secrets/snowflake-loader-password/versions/{secrets.randbelow(9) + 1}",
        f"gcloud secrets versions access latest --secret=fivetran-api-secret --project={project_id()} (à lancer soi-même, j'ai pas les droits)",
        f"le SA dbt-runner a roles/secretmanager.secretAccessor sur airflow-connections-bigquery_default (projet {project_id()})",
    )

    r.add(
        "password_rotation_note",
        "rotation des mdp snowflake des comptes de service faite le 03/06: LOADER_SVC, DBT_PROD, FIVETRAN. prochains dans 90j",
        "j'ai reset le mot de passe admin de grafana, le nouveau est dans 1Password (coffre Data Platform)",
        "mdp impots.gouv changé ce matin, rangé dans le gestionnaire perso",
    )

    r.add(
        "password_policy_talk",
        "politique snowflake: min 14 caractères, 1 maj, 1 chiffre, 1 spécial, expiration 90 j, 5 essais avant lock de 15 min",
        "doctolib exige 8 caractères mini avec un chiffre; ma banque c'est un code à 6 chiffres sur clavier virtuel",
        "pour les users humains on passe en key-pair + MFA, plus de password du tout d'ici fin juin",
    )

    r.add(
        "expired_token_note",
        "le PAT databricks de l'airflow a expiré cette nuit -> tous les DAGs spark en échec. en générer un nouveau (90j) et le mettre dans Vault",
        "token slack du bot révoqué par l'admin workspace (app réinstallée), il faut refaire l'OAuth",
        "dbt cloud: service token 'airflow-trigger' supprimé, remplacé par un token scoped 'Job Runner'",
    )

    r.add(
        "pin_code_talk",
        "nouvelle CB reçue, le code PIN arrive par courrier séparé dans 3-5 jours",
        "le PUK est au dos du support de la carte SIM, rangé dans la boîte à chaussures du placard",
        "code de la porte changé par le syndic, il sera affiché dans le hall lundi",
    )

    r.add(
        "stripe_publishable_key",
        f"clé publishable (front web, c'est public): pk_live_{rnd(ALNUM, 99)}",
        f"STRIPE_PUBLISHABLE_KEY=pk_test_{rnd(ALNUM, 99)} dans le .env.example du front",
    )

    r.add(
        "firebase_web_config",
        f"config firebase de l'app web (publique, embarquée dans le bundle):\napiKey: \"AIza{rnd(URLSAFE, 35)}\",\nauthDomain: \"acme-food-web.firebaseapp.acme.internal\",\nprojectId: \"acme-food-web\",\nappId: \"1:{digits(12, True)}:web:{hexs(22)}\"",
        f"measurementId G-{rnd(UPPER + DIGITS, 10)} (GA4) pour relier les events app à BigQuery",
    )

    r.add(
        "gcp_oauth_client_id",
        f"OAuth client ID (Metabase SSO Google): {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"client_email du SA: {sa_email('airflow-composer', project_id())}, unique id {digits(21, True)}",
    )

    acct = aws_account()
    r.add(
        "aws_arn",
        f"arn:aws:iam::{acct}:role/fivetran-s3-reader (external id = notre group id fivetran)",
        f"KMS: arn:aws:kms:eu-west-3:{acct}:key/{uid()}",
        f"arn:aws:secretsmanager:eu-west-3:{acct}:secret:prod/datalake/spark-{rnd(ALNUM, 6)}",
    )

    r.add(
        "slack_ids",
        f"#data-alerts = C0{rnd(UPPER + DIGITS, 9)}, #data-platform = C0{rnd(UPPER + DIGITS, 9)}, workspace T0{rnd(UPPER + DIGITS, 9)}",
        f"app DataBot: App ID A0{rnd(UPPER + DIGITS, 9)}, Client ID {digits(13, True)}.{digits(13, True)}",
        f"mentionner <@U0{rnd(UPPER + DIGITS, 9)}> (Julien) et le groupe <!subteam^S0{rnd(UPPER + DIGITS, 9)}>",
    )

    r.add(
        "grafana_dashboard_uid",
        f"dashboard freshness: https://grafana.acme.internal/d/{rnd(ALNUM, 9)}/dwh-freshness?orgId=1&viewPanel={secrets.randbelow(40) + 1}",
        f"alert rule uid {rnd(ALNUM + '-_', 14)} (lag kafka > 100k), datasource uid {rnd(ALNUM, 9)}",
    )

    r.add(
        "metabase_question_ids",
        f"question metabase #{digits(4, True)} (CA par ville) -> la collection 'Ops Paris' id {digits(3, True)}",
        f"dashboard 'Restos - qualité' id {digits(2, True)}, entity_id {rnd(URLSAFE, 21)} (pour la sérialisation entre instances)",
    )

    r.add(
        "parcel_tracking_number",
        f"colis Colissimo (le nouveau clavier): 6A{digits(11)}",
        f"suivi chronopost XY{digits(9)}FR, livré au point relais",
        f"retour Amazon, n° de suivi {rnd(UPPER, 2)}{digits(9)}FR, commande {digits(3)}-{digits(7)}-{digits(7)}",
    )

    r.add(
        "train_booking_ref",
        f"TGV Paris-Lyon offsite data: référence dossier {rnd(UPPER, 6)}, voiture {secrets.randbelow(18) + 1} place {digits(2, True)}",
        f"billet SNCF Connect {rnd(UPPER, 6)} — carte avantage n° 29090{digits(12)}",
    )

    r.add(
        "delivery_order_id",
        f"commande client ord_{rnd(LOWER + DIGITS, 16)} livrée 2 fois (doublon kafka?), restaurant_id {digits(6, True)}",
        f"#{digits(6, True)}-{rnd(UPPER, 3)} = n° affiché au livreur, != order_id interne {uid()}",
        f"remboursement sur la commande ord_{rnd(LOWER + DIGITS, 16)}: 23,40 €, courier cr_{rnd(LOWER + DIGITS, 12)}",
    )

    r.add(
        "promo_code",
        f"code promo campagne RER: BIENVENUE{pick('10', '15', '20')} et METRO-{rnd(UPPER + DIGITS, 6)} (usage unique par client)",
        f"coupon {rnd(UPPER, 4)}{digits(2)} à exclure du calcul du panier moyen",
        f"table promo_codes: code = PARIS{digits(2)}{rnd(UPPER, 2)}, {digits(4, True)} utilisations",
    )

    r.add(
        "invoice_number",
        f"facture Databricks INV-{digits(8, True)} à valider (DBU de mai)",
        f"FAC-2024-{digits(5)} envoyée au resto, échéance 30 j",
        f"avoir AV-{digits(6, True)} sur la facture fivetran #{rnd(UPPER + DIGITS, 10)}",
    )

    r.add(
        "licence_plate",
        f"scooter de livraison immatriculé {plate()}, amende reçue à transférer au prestataire",
        f"voiture de location pour l'offsite: {plate()} (Clio grise)",
    )

    r.add(
        "ip_and_hostnames",
        f"kafka-1.acme.internal (10.40.{secrets.randbelow(255)}.{secrets.randbelow(254) + 1}), kafka-2 .{secrets.randbelow(254) + 1}, kafka-3 .{secrets.randbelow(254) + 1}",
        f"IP sortante de fivetran à whitelister sur pg-orders: 35.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(254) + 1}/32",
        "ssh ops@bastion.acme.internal -L 5433:pg-dwh.internal:5432",
    )

    r.add(
        "version_strings",
        f"stack: airflow 2.9.1, dbt-core 1.7.{secrets.randbelow(15)}, dbt-snowflake 1.7.{secrets.randbelow(5)}, spark 3.5.1, DBR 14.3.x-scala2.12",
        f"snowflake-connector-python==3.{secrets.randbelow(12)}.{secrets.randbelow(5)} casse avec pyarrow 16 -> pin 15.0.2",
    )

    r.add(
        "phone_numbers",
        f"astreinte data cette semaine: Julien {phone()}, backup Inès {phone()}",
        f"support Snowflake FR: +33 1 {digits(2)} {digits(2)} {digits(2)} {digits(2)}, cabinet médical 01 {digits(2)} {digits(2)} {digits(2)} {digits(2)}",
    )

    r.add(
        "navigo_pass_number",
        f"passe Navigo n° {digits(8, True)}, forfait annuel, attestation employeur à envoyer aux RH",
        f"Navigo Easy de Léo: n° {digits(10, True)} (carte perdue? → déclarer sur le site)",
    )

    r.add(
        "doctolib_appointment",
        f"rdv dentiste jeudi 18h30, réf doctolib {rnd(UPPER + DIGITS, 8)}, 12 rue de la Roquette 75011",
        f"téléconsult du {secrets.randbelow(28) + 1}/06 — id rdv {digits(9, True)}, ordonnance dans l'appli",
    )

    r.add(
        "impots_declaration_receipt",
        f"déclaration de revenus envoyée, n° d'accusé de réception {rnd(UPPER + DIGITS, 12)}",
        f"prélèvement à la source: taux perso {secrets.randbelow(20) + 5},{secrets.randbelow(10)} %, référence de l'avis {digits(2)} {digits(2)} {rnd(UPPER + DIGITS, 7)} {digits(2)}",
    )

    r.add(
        "file_checksum",
        f"sha256sum orders_export_2024-05.csv.gz = {hexs(64)} (envoyé au cabinet comptable)",
        f"md5 du dump restaurants: {hexs(32)}, doit matcher celui du partenaire",
        f"etag S3 \"{hexs(32)}-{secrets.randbelow(90) + 10}\" -> multipart upload ok",
    )

    r.add(
        "public_encryption_keys",
        f"destinataire age (clé PUBLIQUE) pour chiffrer les exports RGPD: {age_public_key()}",
        f"peer wireguard du bureau:\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.internal:51820\nAllowedIPs = 10.20.0.0/16",
    )

    r.add(
        "tls_cert_fingerprint",
        f"empreinte SHA-256 du cert du schema registry: {cert_fp()} (expire 2025-03-01)",
        f"pin du cert kafka: sha256/{base64.b64encode(secrets.token_bytes(32)).decode()}",
    )

    r.add(
        "masked_card",
        f"carte pro finissant par {digits(4)}, expire {card_expiry()} — renouvellement automatique",
        f"paiement GCP refusé sur la carte •••• {digits(4)}, mettre à jour dans billing",
        f"carte **** **** **** {digits(4)} (Qonto virtuelle) à bloquer après l'offsite",
    )

    r.add(
        "wifi_location_note",
        f"wifi maison: SSID Freebox-{rnd(UPPER + DIGITS, 6)}, le mot de passe est sur l'étiquette sous la box",
        f"freebox: n° de série {digits(4)}{rnd(UPPER, 2)}{digits(8)}, MAC {mac(':', True)} (pour le support Free)",
    )

    r.add(
        "k8s_pod_names",
        f"{pod_name('airflow-worker')} en CrashLoopBackOff, OOMKilled",
        f"kubectl logs {pod_name('spark-operator')} -n spark --since=1h",
    )

    r.add(
        "sentry_event_id",
        f"erreur sentry {hexs(32)} dans le service dispatch, lié au schéma v3",
        f"issue sentry DATA-API-{rnd(UPPER + DIGITS, 3)} ({digits(3, True)} events), trace id {hexs(32)}",
    )

    r.add(
        "env_var_names_only",
        "variables à définir dans le CI: SNOWFLAKE_ACCOUNT, SNOWFLAKE_USER, SNOWFLAKE_PASSWORD, DBT_CLOUD_API_TOKEN, DATABRICKS_HOST (valeurs dans gitlab > settings > CI/CD, masked)",
        "export DATABRICKS_TOKEN=$(vault kv get -field=token kv/databricks/camille)",
        "password: ${MB_DB_PASS}   # injecté par le secret k8s metabase-db",
    )

    return r


def main() -> None:
    write_corpora("make_heldout74.py", [
        ("heldout74_credentials.yaml", credentials(), "batch 74 (Paris food-delivery data engineer, French/English notes), written blind; every value synthetic"),
        ("heldout74_lookalikes.yaml", lookalikes(), "batch 74 look-alikes: pipeline ids, dataset paths, company SIRET/TVA/IBAN, secret references, written blind"),
    ])


if __name__ == "__main__":
    main()
