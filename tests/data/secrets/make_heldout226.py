# ruff: noqa: E501
"""Writes heldout226_credentials.yaml and heldout226_lookalikes.yaml: held-out batch 226.

Persona: a research software engineer at a university in Edinburgh who writes British
English. They keep SSH private keys for the HPC cluster, a Globus confidential client
secret, an ORCID API client secret, Zenodo and Figshare personal tokens, a GitLab deploy
token, a JupyterHub API token, the Slurm accounting database password, a REDCap API token,
an Overleaf Git token and an S3-compatible (Ceph) secret key. Their look-alikes are ORCID
iDs, DOIs, Zenodo record and concept ids, Slurm job ids, Globus collection UUIDs, GPG key
fingerprints, dataset SHA-256 checksums, grant numbers, Ceph access key ids said to be ids,
JupyterHub user server URLs without tokens, conda environment hashes and git tags.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    age_secret_key,
    anthropic_key,
    app_password,
    aws_key_id,
    aws_secret,
    b64,
    digits,
    groups,
    hexs,
    mac,
    openai_project_key,
    openssh_private,
    orcid,
    phrase,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = [
    "heather", "granite", "thistle", "harbour", "lantern", "bothy", "skerry", "corrie",
    "puffin", "haar", "cobble", "kestrel", "meadow", "tweed", "ferry", "saltire",
    "bramble", "loch", "cairn", "gannet", "drizzle", "beacon", "willow", "orkney",
]


def ceph_access() -> str:
    """A radosgw access key id: 20 upper-case letters and digits."""
    return rnd(UPPER + DIGITS, 20)


def ceph_secret() -> str:
    """A radosgw secret key: 40 letters and digits."""
    return rnd(ALNUM, 40)


def zenodo_token() -> str:
    return rnd(ALNUM, 60)


def figshare_token() -> str:
    return secrets.token_hex(64)


def gitlab_deploy_token() -> str:
    return "gldt-" + rnd(URLSAFE, 20)


def jupyter_token() -> str:
    return secrets.token_hex(16)


def redcap_token() -> str:
    return rnd(HEX.upper()[:16], 32)


def overleaf_token() -> str:
    return "olp_" + rnd(ALNUM, 36)


def globus_secret() -> str:
    return b64(secrets.token_bytes(32))


def orcid_client_id() -> str:
    return "APP-" + rnd(UPPER + DIGITS, 16)


def hf_token() -> str:
    return "hf_" + rnd(ALNUM, 34)


def pypi_token() -> str:
    return "pypi-AgEIcHlwaS5vcmc" + rnd(URLSAFE, 150)


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def django_key() -> str:
    return rnd(LOWER + DIGITS + "!@#$%^&*(-_=+)", 50)


def totp_seed() -> str:
    return rnd(BASE32, 32)


def nextcloud_app_password() -> str:
    return "-".join(rnd(ALNUM, 5) for _ in range(5))


def mattermost_hook() -> str:
    return rnd(LOWER + DIGITS, 26)


def slurm_job() -> str:
    return str(4_000_000 + secrets.randbelow(900_000))


def zenodo_record() -> str:
    return str(10_000_000 + secrets.randbelow(5_000_000))


def gpg_fpr(spaced: bool = False) -> str:
    text = hexs(40).upper()
    return groups(text, 4) if spaced else text


def sha256() -> str:
    return secrets.token_hex(32)


def epsrc_grant() -> str:
    return f"EP/{pick('V', 'W', 'X', 'Y', 'Z')}{digits(6)}/1"


def credentials() -> Rows:
    r = Rows()
    r.add(
        "hpc_ssh_private_key",
        f"Private key for the cluster login node (login.hpc.acme.internal), user rse_mcleod. Keep it here till I get the new laptop set up:\n{openssh_private()}",
        f"ed25519 key for slurm-head.acme.internal — passwordless, only used by the nightly sync cron\n{openssh_private()}",
        f"{openssh_private()}\n^ that's id_hpc from the old desktop, remember to chmod 600 it",
        f"Deploy key for the data-mover node (dtn01.acme.internal). Paste into ~/.ssh/id_dtn:\n\n{openssh_private()}\n\nPublic half is already in authorized_keys.",
        f"hpc key (backup copy, the one the cluster admins approved):\n{openssh_private()}",
    )
    r.add(
        "ssh_key_passphrase",
        f"Passphrase for id_hpc_ed25519: {phrase(WORDS, 5, '-')}",
        f"the ssh key passphrase for the cluster is {phrase(WORDS, 4)} {secrets.randbelow(90) + 10}",
        f"ssh-add keeps asking — passphrase = {pw()}",
        f"Remember: id_dtn passphrase '{phrase(WORDS, 3, '.')}{secrets.randbelow(900) + 100}'",
    )
    r.add(
        "globus_client_secret",
        f"Globus confidential client for the transfer automation\nclient id: {uid()}\nclient secret: {globus_secret()}",
        f"GLOBUS_CLIENT_ID={uid()}\nGLOBUS_CLIENT_SECRET={globus_secret()}",
        f"new globus app secret (old one revoked on Tuesday): {globus_secret()}",
        f"globus-sdk ConfidentialAppAuthClient('{uid()}', '{globus_secret()}') — this is what the flows runner uses",
        f"Globus secret for the portal service account → {globus_secret()}",
    )
    r.add(
        "orcid_api_client_secret",
        f"ORCID member API (sandbox)\nClient ID: {orcid_client_id()}\nClient secret: {uid()}",
        f"orcid prod creds for the publications harvester: {orcid_client_id()} / {uid()}",
        f"ORCID_CLIENT_SECRET={uid()}  # production, do not use on staging",
        f"curl -d 'client_id={orcid_client_id()}&client_secret={uid()}&grant_type=client_credentials&scope=/read-public' https://orcid.acme.test/oauth/token",
    )
    r.add(
        "zenodo_personal_token",
        f"Zenodo personal access token (deposit:write, deposit:actions): {zenodo_token()}",
        f"zenodo tok for the release workflow {zenodo_token()}",
        f"ZENODO_TOKEN={zenodo_token()}\nZENODO_URL=https://zenodo.acme.test",
        f"Sandbox zenodo token — {zenodo_token()} — the real one is different",
        f"curl -H 'Authorization: Bearer {zenodo_token()}' https://zenodo.acme.test/api/deposit/depositions",
    )
    r.add(
        "figshare_personal_token",
        f"Figshare personal token for the institutional repository uploads: {figshare_token()}",
        f"figshare api token {figshare_token()}",
        f"Authorization: token {figshare_token()}",
        f"FIGSHARE_TOKEN='{figshare_token()}' (made it on the 3rd, no expiry set — should fix that)",
    )
    r.add(
        "gitlab_deploy_token",
        f"GitLab deploy token for the container registry\nusername: gitlab+deploy-token-{digits(6, True)}\ntoken: {gitlab_deploy_token()}",
        f"docker login registry.gitlab.acme.internal -u gitlab+deploy-token-{digits(5, True)} -p {gitlab_deploy_token()}",
        f"deploy token (read_repository) for the HPC mirror: {gitlab_deploy_token()}",
        f"git clone https://gitlab+deploy-token-{digits(6, True)}:{gitlab_deploy_token()}@gitlab.acme.internal/rse/pipeline.git",
        f"Deploy tkn for the docs site → {gitlab_deploy_token()} (user gitlab+deploy-token-{digits(6, True)})",
    )
    r.add(
        "gitlab_personal_access_token",
        f"my gitlab PAT (api scope, expires end of term): glpat-{rnd(URLSAFE, 20)}",
        f"GITLAB_TOKEN=glpat-{rnd(URLSAFE, 20)}",
        f"python-gitlab config:\n[acme]\nurl = https://gitlab.acme.internal\nprivate_token = glpat-{rnd(URLSAFE, 20)}",
        f"gitlab token for the issue bot — glpat-{rnd(URLSAFE, 20)}",
    )
    r.add(
        "jupyterhub_api_token",
        f"JupyterHub admin API token (for the culler service): {jupyter_token()}",
        f"c.JupyterHub.services = [{{'name': 'idle-culler', 'api_token': '{jupyter_token()}'}}]",
        f"curl -H 'Authorization: token {jupyter_token()}' https://notebooks.acme.internal/hub/api/users",
        f"JUPYTERHUB_API_TOKEN={jupyter_token()}",
        f"hub token for the grading service, made with `jupyterhub token admin`: {jupyter_token()}",
    )
    r.add(
        "slurm_accounting_db_password",
        f"slurmdbd.conf on slurm-db.acme.internal:\nStorageType=accounting_storage/mysql\nStorageHost=localhost\nStorageUser=slurm\nStoragePass={pw()}",
        f"Slurm accounting DB (MariaDB) — user slurm, password {pw()}",
        f"mysql -u slurm -p'{pw()}' slurm_acct_db   # to check the job table",
        f"slurmdbd StoragePass: {rnd(ALNUM + '!#%', 18)}",
        f"Passwort für die Slurm-Accounting-DB (fürs Handover an Jonas): {pw()}",
    )
    r.add(
        "redcap_api_token",
        f"REDCap API token for the cohort study project (pid 412): {redcap_token()}",
        f"redcap token {redcap_token()} — export records only",
        f"curl -X POST https://redcap.acme.internal/api/ -d token={redcap_token()} -d content=record -d format=json",
        f"REDCAP_API_TOKEN={redcap_token()}\nREDCAP_API_URL=https://redcap.acme.internal/api/",
        f"new REDCap token after the project was copied to production: {redcap_token()}",
    )
    r.add(
        "overleaf_git_token",
        f"Overleaf git auth token (for pushing the thesis template): {overleaf_token()}",
        f"git clone https://git:{overleaf_token()}@git.overleaf.acme.test/64f0a1b2c3d4e5f6a7b8c9d0",
        f"overleaf tok {overleaf_token()} - username is just 'git'",
        f"Overleaf Git integration token → {overleaf_token()}",
    )
    r.add(
        "ceph_s3_secret_key",
        f"Ceph object store (S3) creds for the imaging bucket\naccess key: {ceph_access()}\nsecret key: {ceph_secret()}",
        f"[ceph]\naws_access_key_id = {ceph_access()}\naws_secret_access_key = {ceph_secret()}\nendpoint_url = https://s3.acme.internal",
        f"rclone config for datastore:\n[cephs3]\ntype = s3\nprovider = Ceph\naccess_key_id = {ceph_access()}\nsecret_access_key = {ceph_secret()}\nendpoint = https://s3.acme.internal",
        f"s3cmd secret for the rgw user 'genomics-ro': {ceph_secret()}",
        f"radosgw-admin gave me: access {ceph_access()} secret {ceph_secret()}",
    )
    r.add(
        "university_login_password",
        f"Uni login (EASE-style SSO) password changed today: {pw()}",
        f"sso pw is now {pw()} — has to change again in 90 days",
        f"username s{digits(7)} password {pw()}",
        f"Staff portal: {pw()}",
    )
    r.add(
        "gpg_key_passphrase",
        f"Passphrase for the release signing key: {phrase(WORDS, 6)}",
        f"gpg passphrase (release key, the 2024 one) = {phrase(WORDS, 4, '-')}-{secrets.randbelow(9000) + 1000}",
        f"GPG signing subkey passphrase: {pw()}",
        f"gpg --batch --passphrase '{phrase(WORDS, 5, '_')}' --pinentry-mode loopback --sign release.tar.gz",
    )
    r.add(
        "gpg_private_key",
        f"Release signing key export (secret) — keep offline after this:\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n{b64(secrets.token_bytes(48))}\n{b64(secrets.token_bytes(48))}\n{b64(secrets.token_bytes(48))}\n{b64(secrets.token_bytes(48))}\n={rnd(ALNUM, 4)}\n-----END PGP PRIVATE KEY BLOCK-----",
        f"-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n{b64(secrets.token_bytes(48))}\n{b64(secrets.token_bytes(48))}\n{b64(secrets.token_bytes(48))}\n={rnd(ALNUM, 4)}\n-----END PGP PRIVATE KEY BLOCK-----\nthat's the CI signing subkey",
        f"gpg secret subkey for the apt repo:\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n{b64(secrets.token_bytes(48))}\n{b64(secrets.token_bytes(48))}\n{b64(secrets.token_bytes(48))}\n{b64(secrets.token_bytes(48))}\n{b64(secrets.token_bytes(48))}\n={rnd(ALNUM, 4)}\n-----END PGP PRIVATE KEY BLOCK-----",
    )
    r.add(
        "postgres_connection_string",
        f"DATABASE_URL=postgresql://portal:{rnd(ALNUM, 22)}@db.acme.internal:5432/research_portal",
        f"postgres conn for the metadata catalogue: postgres://catalogue_rw:{pw()}@pg01.acme.internal/catalogue",
        f"psql \"host=pg02.acme.internal dbname=instruments user=lims password={pw()} sslmode=require\"",
        f"SQLALCHEMY_DATABASE_URI = 'postgresql+psycopg://rse:{rnd(ALNUM, 24)}@localhost:5433/dev'",
        f"The readonly DSN Ewan asked for: postgresql://analyst:{pw()}@pg01.acme.internal:5432/cohort?sslmode=verify-full",
    )
    r.add(
        "github_personal_access_token",
        f"GitHub PAT (classic, repo + workflow) for the mirroring job: {ghp()}",
        f"gh auth token for the lab org → {ghp()}",
        f"GITHUB_TOKEN={ghp()}",
        f"fine-grained PAT for the pages deploy: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
    )
    r.add(
        "hpc_totp_seed",
        f"TOTP secret for the cluster MFA (in case the phone dies): {totp_seed()}",
        f"otpauth://totp/ACME%20HPC:rse_mcleod?secret={totp_seed()}&issuer=ACME%20HPC",
        f"2FA seed for the VPN: {groups(totp_seed(), 4)}",
        f"authenticator backup key for gitlab — {totp_seed().lower()}",
    )
    r.add(
        "gitlab_recovery_codes",
        f"GitLab 2FA recovery codes:\n{recovery_codes(5, 'github')}",
        f"recovery codes for the HPC portal:\n{recovery_codes(6, 'alnum')}",
        f"Backup codes (SSO)  {recovery_codes(4, 'digits')}",
        "gitlab.acme.internal recovery codes, used #1 already:\n" + "\n".join(hexs(16) for _ in range(6)),
    )
    r.add(
        "wandb_api_key",
        f"Weights & Biases API key: {secrets.token_hex(20)}",
        f"WANDB_API_KEY={secrets.token_hex(20)}",
        f"wandb login {secrets.token_hex(20)}",
        f"machine api.wandb.acme.test\n  login user\n  password {secrets.token_hex(20)}",
    )
    r.add(
        "huggingface_token",
        f"HF token (read) for pulling the gated models on the cluster: {hf_token()}",
        f"HUGGING_FACE_HUB_TOKEN={hf_token()}",
        f"huggingface-cli login --token {hf_token()}",
        f"hf write token for pushing the finetuned checkpoints → {hf_token()}",
    )
    r.add(
        "pypi_api_token",
        f"PyPI upload token scoped to our package: {pypi_token()}",
        f"~/.pypirc\n[pypi]\nusername = __token__\npassword = {pypi_token()}",
        f"TWINE_PASSWORD={pypi_token()}",
        f"test.pypi token: {pypi_token()}",
    )
    r.add(
        "docker_hub_token",
        f"Docker Hub access token for pulling base images without rate limits: dckr_pat_{rnd(URLSAFE, 27)}",
        f"docker login -u acmerse -p dckr_pat_{rnd(URLSAFE, 27)}",
        f"DOCKERHUB_TOKEN=dckr_pat_{rnd(URLSAFE, 27)}",
        f"Apptainer remote login to docker hub — token dckr_pat_{rnd(URLSAFE, 27)}",
    )
    r.add(
        "munge_key",
        f"munge.key for the new compute nodes (base64, decode into /etc/munge/munge.key):\n{b64(secrets.token_bytes(96))}",
        f"Munge key backup — {b64(secrets.token_bytes(64))}",
        f"echo '{b64(secrets.token_bytes(128))}' | base64 -d > /etc/munge/munge.key",
        f"munge key for the test cluster (dd if=/dev/urandom output, base64'd): {b64(secrets.token_bytes(128))}",
    )
    r.add(
        "django_secret_key",
        f"SECRET_KEY for the research data portal (prod): {django_key()}",
        f"DJANGO_SECRET_KEY='{django_key()}'",
        f"settings_local.py\nSECRET_KEY = \"{django_key()}\"\nDEBUG = False",
        f"django secret key staging — {django_key()}",
    )
    r.add(
        "irods_password",
        f"iRODS password for the rodsadmin account on irods.acme.internal: {pw()}",
        f"iinit password (zone acmeZone, user rse_svc): {rnd(ALNUM, 16)}",
        f"irods svc acct pw {pw()}",
        f"~/.irods/irods_environment.json is fine, the pw is {pw()}",
    )
    r.add(
        "mattermost_webhook_url",
        f"Incoming webhook for #hpc-alerts: https://chat.acme.internal/hooks/{mattermost_hook()}",
        f"SLURM job-failure notifications post to https://chat.acme.internal/hooks/{mattermost_hook()}",
        f"MATTERMOST_WEBHOOK=https://chat.acme.internal/hooks/{mattermost_hook()}",
        f"curl -i -X POST -d '{{\"text\": \"backup done\"}}' https://chat.acme.internal/hooks/{mattermost_hook()}",
    )
    r.add(
        "datastore_app_password",
        f"Nextcloud (DataSync) app password for rclone: {nextcloud_app_password()}",
        f"webdav app pw for the lab share → {nextcloud_app_password()}",
        f"[datasync]\ntype = webdav\nurl = https://datasync.acme.internal/remote.php/dav/files/rse_mcleod/\nvendor = nextcloud\nuser = rse_mcleod\npass = {nextcloud_app_password()}",
        f"Mon mot de passe d'application Nextcloud (pour le labo de Claire) : {nextcloud_app_password()}",
    )
    r.add(
        "llm_api_key",
        f"OpenAI key for the abstract-summariser prototype: {openai_project_key()}",
        f"ANTHROPIC_API_KEY={anthropic_key()}",
        f"Key for the literature triage script (project-scoped): {openai_project_key()}",
        f"anthropic key on the shared GPU box — {anthropic_key()}",
    )
    r.add(
        "aws_access_key_pair",
        f"AWS keys for cloud bursting (ParallelCluster test account)\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"aws configure --profile burst → {aws_key_id()} / {aws_secret()}",
        f"[burst]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = eu-west-2",
    )
    r.add(
        "sops_age_key",
        f"age private key for decrypting the ansible secrets (sops):\n# public key: {age_public_key()}\n{age_secret_key()}",
        f"SOPS_AGE_KEY={age_secret_key()}",
        f"my age identity for the group vars — {age_secret_key()}",
    )
    r.add(
        "server_room_door_pin",
        f"Door code for the server room in the basement: {digits(6)}#",
        f"machine room keypad pin {digits(4)} (changes each term)",
        f"Key safe by the rack room: {digits(4)} — for the spare disks",
        f"code porte salle serveurs : {digits(5)}",
    )
    r.add(
        "mail_app_password",
        f"App password for the lab mailing list bot (Gmail): {app_password()}",
        f"SMTP for the slurm mail relay — user hpc-notify@acme.test, app password {app_password()}",
        f"google app pw for thunderbird on the cluster head: {app_password().replace(' ', '')}",
    )
    r.add(
        "grafana_service_account_token",
        f"Grafana service account token for the Slurm dashboard exporter: glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
        f"GRAFANA_TOKEN=glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
        f"curl -H \"Authorization: Bearer glsa_{rnd(ALNUM, 32)}_{hexs(8)}\" https://grafana.acme.internal/api/dashboards/home",
    )
    r.add(
        "rabbitmq_password",
        f"RabbitMQ for the pipeline workers: amqp://pipeline:{rnd(ALNUM, 20)}@mq.acme.internal:5672/imaging",
        f"rabbitmqctl add_user celery '{pw()}'",
        f"broker_url = 'amqp://celery:{pw()}@mq.acme.internal//'",
    )
    r.add(
        "lab_wifi_password",
        f"Guest wifi in the visualisation lab — SSID ACME-VisLab, password {phrase(WORDS, 3, '-')}{secrets.randbelow(90) + 10}",
        f"wifi pw for the instrument VLAN AP: {pw()}",
        f"WPA2 key for the workshop hotspot: {rnd(ALNUM, 12)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "orcid_id",
        f"My ORCID iD is {orcid()} — add it to the CITATION.cff",
        f"Co-author ORCIDs for the Zenodo metadata: {orcid()}, {orcid()}, {orcid()}",
        f"orcid: https://orcid.org/{orcid()}",
        f"CITATION.cff snippet:\nauthors:\n  - family-names: McLeod\n    given-names: Morag\n    orcid: \"https://orcid.org/{orcid()}\"",
        f"new PhD student's ORCID {orcid()} (needs adding to the group page)",
    )
    r.add(
        "doi",
        f"DOI for the v2.1 software release: 10.5281/zenodo.{zenodo_record()}",
        f"cite as doi:10.{digits(4, True)}/{rnd(LOWER + DIGITS, 8)}-{digits(3)}",
        f"The paper's DOI: https://doi.org/10.{digits(4, True)}/s{digits(5)}-0{digits(2)}-{digits(5)}-{digits(1)}",
        f"dataset DOI 10.7488/ds/{digits(4, True)} — that's the one the reviewers asked for",
        f"DataCite draft DOI 10.{digits(5, True)}/{rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 4)} reserved, not yet registered",
    )
    r.add(
        "zenodo_record_and_concept_id",
        f"Zenodo concept record id {zenodo_record()} (always resolves to latest), version record {zenodo_record()}",
        f"zenodo record: https://zenodo.acme.test/records/{zenodo_record()}",
        f"Remember the concept DOI not the version one: 10.5281/zenodo.{zenodo_record()}",
        f"zenodo deposition id {zenodo_record()} is still a draft — publish after the tag",
        f"Zenodo community id: {uid()}",
    )
    r.add(
        "slurm_job_id",
        f"Slurm job {slurm_job()} OOM'd at 3am, rerun with --mem=64G",
        f"array job {slurm_job()}_[1-200] finished, 3 failures (tasks 17, 88, 142)",
        f"sacct -j {slurm_job()} --format=JobID,Elapsed,MaxRSS,State",
        f"scancel {slurm_job()} {slurm_job()} {slurm_job()}",
        f"job ids for the benchmark runs: {', '.join(slurm_job() for _ in range(5))}",
    )
    r.add(
        "globus_collection_uuid",
        f"Globus collection for the cluster scratch: {uid()}",
        f"globus transfer {uid()}:/scratch/rse/run42/ {uid()}:/datastore/archive/run42/ --recursive --label 'run42 archive'",
        f"Guest collection UUID (shared with the Glasgow group): {uid()}",
        f"Globus endpoint ids — HPC: {uid()}, DataStore: {uid()}, laptop (GCP): {uid()}",
        f"https://app.globus.acme.test/file-manager?origin_id={uid()}&origin_path=%2Fprojects%2Fimaging%2F",
    )
    r.add(
        "gpg_key_fingerprint",
        f"Release signing key fingerprint: {gpg_fpr(True)}",
        f"gpg --recv-keys {gpg_fpr()}",
        f"Verify tarballs against key {gpg_fpr()} (published on the project website and the keyserver)",
        f"my GPG key id is 0x{hexs(16).upper()}",
        f"pub   ed25519 2024-02-11 [SC] [expires: 2027-02-10]\n      {gpg_fpr()}\nuid           [ultimate] R. McLeod <rse@acme.test>",
    )
    r.add(
        "dataset_sha256_checksum",
        f"SHA-256 of cohort_v3.parquet: {sha256()}",
        f"{sha256()}  images_2024.tar.zst\n{sha256()}  labels_2024.csv\n{sha256()}  README.md",
        f"sha256sum for the reference genome index should be {sha256()} — check after the transfer",
        f"Zenodo shows md5:{secrets.token_hex(16)} for the tarball, our own sha256 is {sha256()}",
        f"checksum mismatch on part-0007: expected {sha256()[:16]}…, got {sha256()[:16]}…",
    )
    r.add(
        "grant_number",
        f"Grant ref for the acknowledgements: EPSRC {epsrc_grant()}",
        f"Funded by UKRI grant MR/{pick('T', 'V', 'W')}{digits(6)}/1 and Wellcome {digits(6, True)}/Z/{pick('21', '22', '23')}/Z",
        f"ERC grant agreement no. {digits(9, True)}",
        f"cost code for the cloud credits: {epsrc_grant()} / R{digits(5)}",
        f"acknowledgement text: 'This work used the ACME HPC service, funded by {epsrc_grant()}.'",
    )
    r.add(
        "ceph_access_key_id",
        f"Ceph access key id for the imaging bucket (just the id, the secret's in the vault): {ceph_access()}",
        f"rgw user 'genomics-ro' has access key ID {ceph_access()} — use that to find it in the admin UI",
        f"radosgw-admin user info --uid=imaging shows keys[0].access_key = {ceph_access()}; rotated the secret today, new one only in Vault",
        f"S3 access key IDs per project: imaging {ceph_access()}, genomics {ceph_access()}",
    )
    r.add(
        "jupyterhub_user_server_url",
        f"My notebook server: https://notebooks.acme.internal/user/rse_mcleod/lab/tree/projects/{uid()}",
        f"JupyterHub user URL for the workshop: https://notebooks.acme.internal/user/{rnd(LOWER + DIGITS, 8)}/lab",
        f"the named server is at https://notebooks.acme.internal/user/rse_mcleod/gpu-{rnd(LOWER + DIGITS, 6)}/",
        f"spawner pod jupyter-rse-5fmcleod on node gpu{digits(2)} — logs at https://notebooks.acme.internal/hub/admin",
    )
    r.add(
        "conda_environment_hash",
        f"conda-lock hash for env.yml: sha256:{sha256()}",
        f"the env on the cluster is /scratch/conda/envs/{secrets.token_hex(8)} (hash-named by the module system)",
        f"pixi.lock content-hash {sha256()[:32]} — regenerate after adding xarray",
        f"conda package build string py311h{hexs(7)}_0 breaks numpy, pin to the earlier one",
        f"explicit env:\nhttps://conda.acme.test/conda-forge/linux-64/numpy-1.26.4-py311h{hexs(8)}_0.conda#{secrets.token_hex(16)}",
    )
    r.add(
        "git_tag_and_commit",
        f"v2.3.1 tagged at commit {secrets.token_hex(20)}",
        f"git tag -s v{secrets.randbelow(4)}.{secrets.randbelow(10)}.{secrets.randbelow(10)} {hexs(7)} -m 'release'",
        f"the bug came in with {hexs(7)}, bisected between {hexs(7)} and {hexs(7)}",
        f"release notes link: https://gitlab.acme.internal/rse/pipeline/-/tags/v1.{secrets.randbelow(20)}.0 (commit {hexs(12)})",
        f"describe output: v0.{secrets.randbelow(9)}.{secrets.randbelow(9)}-{secrets.randbelow(40)}-g{hexs(9)}",
    )
    r.add(
        "ssh_public_key",
        f"Public key to add to the cluster authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} rse_mcleod@laptop",
        f"ssh-rsa {ssh_pub('ssh-rsa', 270)} dtn-sync",
        f"send this to HPC support for the new account: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} morag@acme.test",
        f"authorized_keys on dtn01 now has:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} globus-sync\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} rse_mcleod@desktop",
        f"ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)} yubikey-backup (public half, fine to share)",
    )
    r.add(
        "ssh_host_key_fingerprint",
        f"Cluster login node host key: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ED25519) — check before typing yes",
        f"ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}.",
        f"known_hosts entry for dtn01 fingerprint MD5:{':'.join(secrets.token_hex(1) for _ in range(16))}",
        f"Published host keys for login.hpc.acme.internal:\nED25519 SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}\nRSA SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
    )
    r.add(
        "secret_location_reference",
        "The Zenodo token lives in Vault at secret/rse/zenodo/release — never paste it in the repo",
        "Globus client secret: in 1Password, vault 'RSE Services', item 'Globus transfer app'",
        "REDCap token is kept by the study data manager, ask her; we only ever read it from $REDCAP_API_TOKEN",
        "slurmdbd StoragePass now comes from /etc/slurm/slurmdbd.pass (root:slurm 0640), not the conf file",
        "Ceph secret key: vault kv get -field=secret_key kv/ceph/imaging",
    )
    r.add(
        "ci_secret_variable_reference",
        "ZENODO_TOKEN: ${{ secrets.ZENODO_TOKEN }}",
        "In .gitlab-ci.yml: twine upload -u __token__ -p \"$PYPI_TOKEN\" dist/*  (masked + protected variable)",
        "env:\n  FIGSHARE_TOKEN: ${{ secrets.FIGSHARE_TOKEN }}\n  OVERLEAF_TOKEN: ${{ secrets.OVERLEAF_GIT_TOKEN }}",
        "jupyterhub_config.py reads api_token from os.environ['CULLER_API_TOKEN']",
        "docker login -u \"$CI_DEPLOY_USER\" -p \"$CI_DEPLOY_PASSWORD\" $CI_REGISTRY",
    )
    r.add(
        "password_policy_talk",
        "Uni password must be changed every 90 days now, min 14 chars — reminder set for March",
        "Rotate the slurm DB password after the audit; tell Jonas the new one in person, not by email",
        "Don't reuse the HPC password for the SSO — the security team checks breach lists",
        "The munge key is the same on all nodes, that's expected; only root can read it",
        "PhD students ask for the REDCap token every week — point them at the data access request form instead",
    )
    r.add(
        "masked_token",
        f"GitLab shows the deploy token as gldt-****{rnd(ALNUM, 4)} — full value only visible once",
        f"the old zenodo token ending …{rnd(ALNUM, 4)} was revoked",
        f"PAT ghp_************************{rnd(ALNUM, 4)} expires in 7 days (email from GitHub)",
        "REDCap token: ******************************** (hidden in the UI, regenerate if lost)",
        f"Ceph secret: {rnd(ALNUM, 3)}…{rnd(ALNUM, 3)} (truncated in the ticket on purpose)",
    )
    r.add(
        "globus_client_id",
        f"Globus native app client id (public, fine to commit): {uid()}",
        f"GLOBUS_CLIENT_ID={uid()}  # native app, no secret needed, PKCE flow",
        f"Globus Auth scope for transfer: urn:globus:auth:scope:transfer.api.globus.org:all, app id {uid()}",
        f"globus login for the CLI uses the public native client {uid()}; the confidential one's secret is in Vault",
        f"Globus group id for the imaging consortium: {uid()} (members get read access to the guest collection)",
    )
    r.add(
        "orcid_public_client_id",
        f"ORCID public API client id: {orcid_client_id()} (the id is on the login button, it's public)",
        f"redirect URI registered for {orcid_client_id()}: https://portal.acme.test/orcid/callback",
        f"authorise URL: https://orcid.acme.test/oauth/authorize?client_id={orcid_client_id()}&response_type=code&scope=/authenticate",
        f"ORCID sandbox client {orcid_client_id()} vs production client {orcid_client_id()} — secrets are in Vault, not here",
    )
    r.add(
        "container_image_digest",
        f"pinned image: registry.gitlab.acme.internal/rse/pipeline@sha256:{sha256()}",
        f"apptainer pull docker://ghcr.acme.test/lab/tools@sha256:{sha256()}",
        f"FROM python:3.12-slim@sha256:{sha256()}",
        f"SIF fingerprint for the approved container: {hexs(40).upper()}",
    )
    r.add(
        "kubernetes_pod_name",
        f"the jupyterhub hub pod {pod_name('hub')} keeps restarting",
        f"kubectl logs {pod_name('proxy')} -n jhub",
        f"culler is running in {pod_name('idle-culler')}; user pods are jupyter-<username>",
        f"kubectl describe pod {pod_name('user-scheduler')} -n jhub shows it pending on node gpu{digits(2)}",
    )
    r.add(
        "arxiv_identifier",
        f"preprint arXiv:{pick('23', '24', '25')}{pick('01', '04', '07', '10', '12')}.{digits(5)} (v2 has the corrected figure)",
        f"cite arXiv:{pick('24', '25')}0{secrets.randbelow(9) + 1}.{digits(5)} and the bioRxiv one 10.1101/2024.{secrets.randbelow(12) + 1:02d}.{secrets.randbelow(28) + 1:02d}.{digits(6, True)}",
        f"https://arxiv.org/abs/24{pick('02', '05', '11')}.{digits(5)}",
        f"Semantic Scholar corpus id {digits(9, True)} for the methods paper",
    )
    r.add(
        "service_desk_ticket",
        f"IS ticket INC{digits(7)} re: quota on /datastore",
        f"HPC support ticket #{digits(6)} — they'll reset the MFA, no password sent by email",
        f"Raised RITM{digits(7)} for the new Ceph bucket, ref {uid()[:8]}",
        f"Jira RSE-{digits(4, True)}: rotate the Zenodo token before the release",
    )
    r.add(
        "instrument_mac_address",
        f"Microscope acquisition PC MAC {mac(upper=True)} — needs a static lease on the instrument VLAN",
        f"DHCP reservation: {mac('-', True)} → 10.{secrets.randbelow(250)}.{secrets.randbelow(250)}.{secrets.randbelow(250)} (sequencer)",
        f"eth0 {mac()} on gpu{digits(2)}",
        f"Wi-Fi MAC of the lab tablet {mac(upper=True)} (randomisation off so the eduroam registration sticks)",
    )
    r.add(
        "slurm_config_settings",
        "slurmdbd.conf: StorageType=accounting_storage/mysql, StorageHost=slurm-db.acme.internal, StoragePort=3306, StorageLoc=slurm_acct_db",
        "slurm.conf: AuthType=auth/munge, CryptoType=crypto/munge, AccountingStorageEnforce=associations,limits,qos",
        f"AccountingStorageHost=slurm-db.acme.internal\nAccountingStoragePort=6819\nJobCompType=jobcomp/none\nMaxJobCount={digits(5, True)}",
        "Password for slurmdbd: see the sealed envelope in the IS safe (it is not in git)",
    )
    r.add(
        "age_public_recipient",
        f".sops.yaml creation rule:\ncreation_rules:\n  - path_regex: group_vars/.*\\.yaml$\n    age: {age_public_key()}",
        f"my age recipient (public): {age_public_key()}",
        f"add {age_public_key()} to the recipients list so Ewan can decrypt too",
        f"sops metadata: recipient {age_public_key()}, lastmodified 2025-0{secrets.randbelow(9) + 1}-1{secrets.randbelow(9)}, mac ENC[AES256_GCM,...] (encrypted file, safe to commit)",
    )
    r.add(
        "pip_requirement_hash",
        f"numpy==2.1.3 \\\n    --hash=sha256:{sha256()} \\\n    --hash=sha256:{sha256()}",
        f"uv.lock says xarray wheel hash sha256:{sha256()}",
        f"pip install --require-hashes fails on pandas: expected sha256 {sha256()}",
        f"wheel RECORD line: mypkg/__init__.py,sha256={b64(secrets.token_bytes(32)).rstrip('=').replace('+', '-').replace('/', '_')},{digits(4, True)}",
    )
    r.add(
        "redcap_api_endpoint_and_ids",
        f"REDCap API URL https://redcap.acme.internal/api/ — project id {digits(3, True)}, event unique name baseline_arm_1 (token from the data manager)",
        f"REDCap record id {digits(4, True)}-{digits(3)} has the duplicate consent form",
        f"REDCap survey hash link: https://redcap.acme.internal/surveys/?s={rnd(UPPER + DIGITS, 10)} (public link for participants)",
        f"REDCap API export for pid {digits(3, True)}: content=record, fields=record_id,consent_date, rawOrLabel=raw (the token comes from REDCAP_API_TOKEN)",
    )
    r.add(
        "s3_object_path",
        f"s3://imaging-raw/2024/{uid()}/frame_{digits(5)}.tif",
        f"bucket acme-genomics-{hexs(8)} on the Ceph endpoint https://s3.acme.internal (versioning on)",
        f"rclone copy cephs3:imaging-derived/{uid()} ./local --progress",
        f"ETag of the uploaded tarball: \"{secrets.token_hex(16)}-{secrets.randbelow(90) + 10}\" (multipart)",
    )
    r.add(
        "wandb_run_id",
        f"W&B run rse-lab/segmentation/{rnd(LOWER + DIGITS, 8)} is the best one (dice 0.91)",
        f"wandb sweep id {rnd(LOWER + DIGITS, 8)} — 40 runs left",
        f"resume with wandb.init(id='{rnd(LOWER + DIGITS, 8)}', resume='must')",
        f"https://wandb.acme.test/rse-lab/segmentation/runs/{rnd(LOWER + DIGITS, 8)}?nw={rnd(LOWER + DIGITS, 12)}",
    )
    r.add(
        "hpc_project_and_account_codes",
        f"Slurm account for the imaging project: ec{digits(3, True)}, QoS gpu-{pick('short', 'long')}",
        f"Budget code on the HPC portal: {pick('e', 'd', 't')}{digits(3, True)}-{rnd(LOWER + DIGITS, 5)}",
        f"sbatch --account=ec{digits(3, True)} --partition=gpu --gres=gpu:a100:2 train.sh",
        f"squeue -u rse_mcleod shows {slurm_job()} PD (Priority) on account ec{digits(3, True)}",
    )
    r.add(
        "ror_and_institution_ids",
        f"ROR for our institution in the Zenodo metadata: https://ror.org/0{rnd(LOWER + DIGITS, 6)}{digits(2)}",
        f"GRID id grid.{digits(4, True)}.{digits(1)} (legacy, ROR preferred now)",
        f"Crossref funder id 10.13039/{digits(12, True)}",
        f"ISNI for the university: 0000 000{secrets.randbelow(3) + 1} {digits(4)} {digits(3)}{pick('X', str(secrets.randbelow(10)))}",
    )
    r.add(
        "numbers_near_secret_words",
        f"Token lifetime for the JupyterHub API tokens set to {pick(3600, 7200, 86400)} seconds",
        f"Zenodo tokens: max {secrets.randbelow(5) + 2} per account in our policy, scopes deposit:write only",
        f"password min length {pick(12, 14, 16)}, lockout after {pick(5, 10)} attempts, MFA required on the login nodes",
        f"The GitLab deploy token expires on 2025-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}; id {digits(6, True)} in the project settings",
    )
    return r


def main() -> None:
    write_corpora("make_heldout226.py", [
        ("heldout226_credentials.yaml", credentials(), "Held-out batch 226: credentials an Edinburgh research software engineer would ask to remember (HPC keys, research-data service tokens)"),
        ("heldout226_lookalikes.yaml", lookalikes(), "Held-out batch 226: research identifiers, public ids, references and masked values that only look like secrets"),
    ])


if __name__ == "__main__":
    main()
