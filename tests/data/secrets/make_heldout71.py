# ruff: noqa: E501
"""Writes heldout71_credentials.yaml and heldout71_lookalikes.yaml: held-out batch 71.

Persona: a research data steward at a university in Edinburgh who also supports the HPC
cluster. Terse English notes-to-self: Slurm accounts and the cluster's sudo password, Globus
client secrets, iRODS passwords, the S3-compatible object store's keys, the REDCap API token,
ORCID member API credentials, GitLab runner tokens, the JupyterHub admin token, Grafana and
Prometheus basic auth, the LDAP bind password, Zenodo and Figshare tokens, a kerberos keytab
password and the tape library's admin PIN. The look-alikes are the identifiers such a person
handles all day: DOIs, ORCID iDs, Zenodo records, Slurm job ids, commit SHAs, environment
hashes, image digests, public Globus collection UUIDs, checksums, ROR ids, grant and ethics
numbers, node names, IPs, tickets and public SSH host key fingerprints.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    b64,
    basic,
    digits,
    ean13,
    groups,
    hexs,
    jwt,
    mac,
    openssh_private,
    orcid,
    pem,
    phrase,
    pick,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

PLACES = ["Arthurs", "Leith", "Portobello", "Cramond", "Morningside", "Bruntsfield", "Meadows", "Calton", "Dalkeith", "Pentland", "Braid", "Corstorphine", "Stockbridge", "Gorgie", "Tollcross", "Marchmont"]
WORDS = ["thistle", "heron", "bothy", "munro", "kelpie", "selkie", "tattie", "haar", "puffin", "gannet", "whisky", "tablet", "bannock", "curlew", "loch", "brae", "cairn", "glen"]
SYMS = "!#%&*?$@"
CROCKFORD = "0123456789abcdefghjkmnpqrstvwxyz"
SPACK = LOWER + "234567"


def human_pw() -> str:
    """A password a person made up, the way people do."""
    w = secrets.choice(WORDS)
    p = secrets.choice(PLACES)
    n = secrets.randbelow(9000) + 100
    s = secrets.choice(SYMS)
    return pick(
        f"{p}{n}{s}",
        f"{w.capitalize()}-{secrets.choice(WORDS)}-{n}",
        f"{p}{s}{w.capitalize()}{secrets.randbelow(90) + 10}",
        f"{w.replace('e', '3').replace('o', '0').capitalize()}{s}{n}",
        f"{secrets.choice(WORDS)}{secrets.choice(WORDS).capitalize()}{s}{secrets.randbelow(90) + 10}",
    )


def svc_pw(n: int = 24) -> str:
    """A generated service password."""
    return rnd(ALNUM + "-_.!", n)


def slurm_job() -> str:
    return str(secrets.randbelow(9_000_000) + 1_000_000)


def node(prefix: str = "node-a") -> str:
    return f"{prefix}{secrets.randbelow(200) + 1:03d}"


def ip10() -> str:
    return f"10.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(254) + 1}"


def sha256_fp() -> str:
    return "SHA256:" + b64(secrets.token_bytes(32)).rstrip("=")


def ror() -> str:
    return "0" + rnd(CROCKFORD, 6) + digits(2)


def annex_dir() -> str:
    """One level of git-annex's hashdirmixed object path."""
    return "".join(secrets.choice("0123456789fgjkmpqvwxzFGJKMPQVWXZ") for _ in range(2))


def globus_token() -> str:
    return "Ag" + rnd(ALNUM, pick(98, 104, 110))


def ceph_key() -> str:
    return b64(b"\x01\x00" + secrets.token_bytes(10) + b"\x10\x00" + secrets.token_bytes(16))


def azure_secret() -> str:
    return rnd(ALNUM, 3) + "8Q~" + rnd(ALNUM + "-_.~", 34)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "slurm_sudo",
        f"cluster sudo (head node, login01/02): {human_pw()}",
        f"sudo pw on the new slurmctld box changed today -> {human_pw()}\nold one retired.",
        f"ris-admin on hpc-head.acme.internal\nsudo: {svc_pw(18)}",
    )
    r.add(
        "slurmdbd_storagepass",
        f"slurmdbd.conf\nStorageType=accounting_storage/mysql\nStorageHost=db01.hpc.internal\nStorageUser=slurm\nStoragePass={svc_pw(22)}",
        f"accounting db: slurm@db01.hpc.internal, pass {rnd(ALNUM, 20)}",
        f"mysql -u slurm -p'{svc_pw(20)}' slurm_acct_db  # for the sacctmgr cleanup",
    )
    r.add(
        "munge_key",
        f"munge.key (base64 of it, in case the vm dies again):\n{b64(secrets.token_bytes(128))}",
        f"echo '{b64(secrets.token_bytes(96))}' | base64 -d > /etc/munge/munge.key; chown munge: /etc/munge/munge.key",
    )
    r.add(
        "globus_client_secret",
        f"Globus confidential app for the DataStore transfer bot\nclient id {uid()}\nclient secret {b64(secrets.token_bytes(32))}",
        f"GLOBUS_CLIENT_ID={uid()}\nGLOBUS_CLIENT_SECRET={b64(secrets.token_bytes(32))}",
        f"new globus secret (old one revoked 14th): {b64(secrets.token_bytes(32))}",
    )
    r.add(
        "globus_token",
        f"transfer refresh token for the sync cron: {globus_token()}",
        f"globus login dump\naccess_token: {globus_token()}\nrefresh_token: {globus_token()}\nresource_server: transfer.api.globus.org",
        f"curl -H 'Authorization: Bearer {globus_token()}' https://transfer.acme.test/v0.10/endpoint_search?filter_fulltext=ris",
    )
    r.add(
        "irods_password",
        f"iinit for rods on irods01.acme.internal zone dataZone: {human_pw()}",
        f"irods service acct ris_ingest / {svc_pw(16)}  (icat 1247)",
        f"iRODS admin pw after the 4.3 upgrade: {rnd(ALNUM, 14)}",
    )
    r.add(
        "s3_object_store",
        f"ceph rgw, bucket ris-archive\naccess key {rnd(UPPER + DIGITS, 20)}\nsecret {rnd(ALNUM, 40)}",
        f"[ris-s3]\naws_access_key_id = {rnd(UPPER + DIGITS, 20)}\naws_secret_access_key = {rnd(B64, 40)}\nendpoint_url = https://s3.acme.internal",
        f"mc alias set acme https://objects.acme.test {rnd(UPPER + DIGITS, 20)} {rnd(ALNUM, 40)}",
        f"s3 keys for Dr Ferguson's group (read/write on imaging-raw): {rnd(UPPER + DIGITS, 20)} / {rnd(ALNUM, 40)}",
    )
    r.add(
        "redcap_api_token",
        f"REDCap API token, project 'cohort follow-up': {hexs(32).upper()}",
        f"redcap export: curl -X POST https://redcap.acme.test/api/ -d token={hexs(32).upper()} -d content=record -d format=csv",
        f"REDCAP_TOKEN={hexs(32).upper()}  # pid 1873, export only",
    )
    r.add(
        "orcid_member_api",
        f"ORCID member API (production)\nclient id: APP-{rnd(UPPER + DIGITS, 16)}\nclient secret: {uid()}",
        f"orcid sandbox creds for the Pure integration: APP-{rnd(UPPER + DIGITS, 16)} / {uid()}",
        f"ORCID_CLIENT_SECRET={uid()}",
    )
    r.add(
        "gitlab_runner_token",
        f"gitlab-runner register --url https://gitlab.acme.test --token glrt-{rnd(URLSAFE, 20)} --executor slurm",
        f"runner on login02, config.toml token = \"glrt-{rnd(URLSAFE, 20)}\"",
        f"old-style registration token for the hpc group: GR1348941{rnd(URLSAFE, 20)}",
    )
    r.add(
        "gitlab_pat",
        f"my gitlab PAT (api, read_registry), exp 2025-11: glpat-{rnd(URLSAFE, 20)}",
        f"git clone https://oauth2:glpat-{rnd(URLSAFE, 20)}@gitlab.acme.test/ris/easyconfigs.git",
        f"deploy token for the container registry: gldt-{rnd(URLSAFE, 20)}",
    )
    r.add(
        "jupyterhub_token",
        f"jupyterhub admin api token: {hexs(32)}",
        f"c.JupyterHub.services = [{{'name': 'idle-culler', 'api_token': '{hexs(64)}'}}]",
        f"curl -H 'Authorization: token {hexs(32)}' https://notebooks.acme.test/hub/api/users",
    )
    r.add(
        "grafana_auth",
        f"grafana admin / {human_pw()}  (grafana.hpc.internal:3000)",
        f"grafana.ini\n[security]\nadmin_user = admin\nadmin_password = {svc_pw(20)}",
        f"GF_SECURITY_ADMIN_PASSWORD={rnd(ALNUM, 18)}",
    )
    r.add(
        "prometheus_basic_auth",
        f"prometheus scrape for the gpu exporters\nbasic_auth:\n  username: scraper\n  password: {svc_pw(24)}",
        f"curl -u prom:{rnd(ALNUM, 16)} https://prometheus.hpc.internal/api/v1/query?query=up",
        f"alertmanager behind nginx, Authorization: Basic {basic('alerts', rnd(ALNUM, 18))}",
    )
    r.add(
        "ldap_bind",
        f"ldap bind for sssd: cn=sssd-bind,ou=services,dc=acme,dc=internal / {svc_pw(20)}",
        f"sssd.conf\nldap_default_bind_dn = uid=hpc-ro,ou=svc,dc=acme,dc=test\nldap_default_authtok = {rnd(ALNUM, 22)}",
        f"ldapsearch -H ldaps://ldap.acme.internal -D 'cn=Manager,dc=acme,dc=internal' -w '{human_pw()}' -b ou=people,dc=acme,dc=internal uid=s{digits(7)}",
    )
    r.add(
        "zenodo_token",
        f"zenodo personal token (deposit:write, deposit:actions): {rnd(ALNUM, 60)}",
        f"ZENODO_TOKEN={rnd(ALNUM, 60)}  # sandbox",
        f"curl -H 'Authorization: Bearer {rnd(ALNUM, 60)}' https://zenodo.acme.test/api/deposit/depositions",
    )
    r.add(
        "figshare_api_key",
        f"figshare personal token for the institutional account: {hexs(128)}",
        f"FIGSHARE_TOKEN={hexs(128)}",
        f"figshare upload script header: Authorization: token {hexs(128)}",
    )
    r.add(
        "kerberos_password",
        f"keytab for HTTP/notebooks.acme.internal, ktutil addent -password -p HTTP/notebooks.acme.internal@ACME.INTERNAL -k 3 -e aes256-cts\npassword: {svc_pw(20)}",
        f"krb5 principal svc-irods@ACME.INTERNAL pw {human_pw()}",
        f"kadmin/admin pw (KDC kdc01): {rnd(ALNUM + '#%', 18)}",
    )
    r.add(
        "tape_library_pin",
        f"tape library front panel admin PIN: {digits(6)}",
        f"TS4500 operator panel, admin PIN {digits(8)}; service PIN {digits(6)}",
        f"i6000 GUI login admin / {human_pw()}, panel PIN {digits(4)}",
    )
    r.add(
        "ipmi_bmc",
        f"ipmitool -I lanplus -H {node('bmc-a')}.mgmt.internal -U ADMIN -P {rnd(UPPER + DIGITS, 10)} chassis power cycle",
        f"iDRAC root on the gpu nodes: {human_pw()}",
        f"BMC default pw got changed on rack C to {svc_pw(16)}",
    )
    r.add(
        "ssh_private_key",
        "rsync key for the archive mirror (ris-archive@tape01):\n" + openssh_private(),
        "id_ed25519 of the globus gcs service user\n" + openssh_private(),
    )
    r.add(
        "wireguard_private",
        f"wg to the hospital safe haven\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.77.0.4/32",
        f"safe haven wg private key (my laptop): {wg_key()}",
    )
    r.add(
        "postgres_dsn",
        f"DATABASE_URL=postgresql://datacat:{rnd(ALNUM, 22)}@pg01.acme.internal:5432/datacatalogue",
        f"ckan sqlalchemy.url = postgresql://ckan_default:{svc_pw(18)}@db.acme.test/ckan",
        f"psql 'host=pg02.acme.internal dbname=dmponline user=dmp password={human_pw()}'",
    )
    r.add(
        "mysql_root",
        f"mariadb root on db01.hpc.internal: {svc_pw(20)}",
        f"[client]\nuser=root\npassword={rnd(ALNUM, 24)}",
        f"XDMoD db user xdmod / {human_pw()}",
    )
    r.add(
        "smtp_relay",
        f"slurm mail relay: smtp.acme.test:587 user hpc-noreply pass {svc_pw(16)}",
        f"postfix sasl_passwd\n[relay.acme.internal]:587 hpc-alerts:{rnd(ALNUM, 18)}",
        f"SMTP for the DMP tool: notifications@acme.test / {human_pw()}",
    )
    r.add(
        "datacite_repository",
        f"DataCite Fabrica repository ACME.DATASTORE password: {human_pw()}",
        f"DATACITE_USER=ACME.DATASTORE\nDATACITE_PASSWORD={svc_pw(20)}",
        f"doi minting test repo ACME.TEST: {rnd(ALNUM, 16)}",
    )
    r.add(
        "pure_api_key",
        f"Pure web services api-key for the research outputs feed: {uid()}",
        f"curl -H 'api-key: {uid()}' https://pure.acme.test/ws/api/research-outputs?size=50",
    )
    r.add(
        "openstack_app_credential",
        f"openstack application credential for terraform\nid {hexs(32)}\nsecret {rnd(URLSAFE, 86)}",
        f"export OS_AUTH_TYPE=v3applicationcredential\nexport OS_APPLICATION_CREDENTIAL_ID={hexs(32)}\nexport OS_APPLICATION_CREDENTIAL_SECRET={rnd(URLSAFE, 86)}",
        f"clouds.yaml (eleanor)\n  auth:\n    username: ris-ops\n    password: {human_pw()}\n    project_name: ris-prod",
    )
    r.add(
        "ceph_keyring",
        f"[client.ris-archive]\n\tkey = {ceph_key()}",
        f"cephfs mount for scratch: mount -t ceph mon1.hpc.internal:/ /scratch -o name=hpc,secret={ceph_key()}",
        f"client.admin key (keep off the login nodes): {ceph_key()}",
    )
    r.add(
        "github_token",
        f"github token for easybuild --upload-test-report: ghp_{rnd(ALNUM, 36)}",
        f"GITHUB_TOKEN=github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}",
        f"spack mirror push uses my PAT ghp_{rnd(ALNUM, 36)}, rotate in march",
    )
    r.add(
        "harbor_robot",
        f"harbor robot for apptainer pulls: robot$hpc+puller / {rnd(ALNUM, 32)}",
        f"apptainer remote login -u 'robot$ris+ci' -p {rnd(ALNUM, 32)} oras://harbor.acme.test",
        f"docker login harbor.acme.test -u sfraser -p {human_pw()}",
    )
    r.add(
        "dataverse_token",
        f"dataverse API token (superuser): {uid()}",
        f"X-Dataverse-key: {uid()}",
        f"DATAVERSE_KEY={uid()} for the harvest script on dv.acme.test",
    )
    r.add(
        "osf_token",
        f"OSF personal access token (osf.full_write): {rnd(ALNUM, 70)}",
        f"osfclient .osfcli.config token = {rnd(ALNUM, 70)}",
    )
    r.add(
        "personal_password",
        f"EASE login (mine): {human_pw()}",
        f"eduroam on the work phone: s{digits(7)}@acme.test / {human_pw()}",
        f"new uni password after the forced reset: {human_pw()}",
    )
    r.add(
        "tls_private_key",
        "key for datastore.acme.test (the one the CA reissued):\n" + pem("PRIVATE KEY", 5),
        "/etc/grid-security/hostkey.pem on gcs01\n" + pem("RSA PRIVATE KEY", 6),
    )
    r.add(
        "ansible_vault_password",
        f"ansible vault pass for the hpc playbooks: {phrase(WORDS, 4, '-')}",
        f"~/.vault_pass.txt\n{rnd(ALNUM, 32)}",
        f"ANSIBLE_VAULT_PASSWORD={svc_pw(28)}",
    )
    r.add(
        "restic_password",
        f"restic repo s3:https://s3.acme.internal/ris-backup password {rnd(ALNUM, 32)}",
        f"RESTIC_PASSWORD={phrase(WORDS, 5, ' ')}",
        f"restic key for the home dirs backup: {svc_pw(26)}",
    )
    r.add(
        "mattermost_webhook",
        f"mattermost incoming hook for slurm alerts: https://chat.acme.test/hooks/{rnd(LOWER + DIGITS, 26)}",
        f"SLACK_WEBHOOK_URL=https://hooks.acme.internal/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
    )
    r.add(
        "xnat_alias_token",
        f"XNAT alias token for the imaging pipeline\nalias {uid()}\nsecret {rnd(ALNUM, 64)}",
        f"xnat admin on xnat.acme.test: admin / {human_pw()}",
        f"XNAT_USER=svc_dicom XNAT_PASS={svc_pw(18)}",
    )
    r.add(
        "omero_password",
        f"omero root pw: {human_pw()}",
        f"omero login -s omero.acme.internal -u importer -w {rnd(ALNUM, 16)}",
        f"OMERO_DB_PASS={svc_pw(20)}",
    )
    r.add(
        "vault_token",
        f"vault root token after reinit: hvs.{rnd(ALNUM, 24)}",
        f"VAULT_TOKEN=hvs.CAESI{rnd(URLSAFE, 90)}",
        f"approle for gcs01: role_id {uid()} secret_id {uid()}",
    )
    r.add(
        "totp_seed",
        f"shared TOTP for the hpc-admin vendor portal: {' '.join(rnd(BASE32, 4) for _ in range(8))}",
        f"otpauth://totp/ACME%20HPC:ris-admin?secret={rnd(BASE32, 32)}&issuer=ACME%20HPC",
        f"2fa seed for the datacite fabrica admin login: {rnd(BASE32, 16)}",
    )
    r.add(
        "freeipa_admin",
        f"ipa admin pw (ipa01.hpc.internal): {human_pw()}",
        f"Directory Manager: {svc_pw(22)}",
        f"kinit admin  # pw {rnd(ALNUM + '#', 16)}",
    )
    r.add(
        "azure_client_secret",
        f"entra app for the sharepoint -> datastore sync\ntenant {uid()}\nclient {uid()}\nsecret {azure_secret()}",
        f"AZURE_CLIENT_SECRET={azure_secret()}",
        f"new client secret for the teams bot, expires 2026-02: {azure_secret()}",
    )
    r.add(
        "elastic_password",
        f"elastic superuser on the log stack: elastic / {rnd(ALNUM, 20)}",
        f"filebeat output.elasticsearch password: \"{svc_pw(20)}\"",
        f"kibana_system pw reset -> {rnd(ALNUM + '*=', 20)}",
    )
    r.add(
        "rclone_config",
        f"[acme-s3]\ntype = s3\nprovider = Ceph\naccess_key_id = {rnd(UPPER + DIGITS, 20)}\nsecret_access_key = {rnd(ALNUM, 40)}\nendpoint = https://s3.acme.internal",
        f"[sftp-haven]\ntype = sftp\nhost = haven.acme.test\nuser = sdt\npass = {rnd(URLSAFE, 43)}",
        f"rclone sharepoint remote token = {{\"access_token\":\"eyJ0eXAiOiJKV1Qi{rnd(URLSAFE, 120)}\",\"refresh_token\":\"0.A{rnd(URLSAFE, 140)}\",\"expiry\":\"2025-03-04T10:11:12Z\"}}",
    )
    r.add(
        "pgpass",
        f"~/.pgpass\npg01.acme.internal:5432:datacat:datacat_rw:{rnd(ALNUM, 20)}",
        f"*:5432:xdmod:xdmod:{human_pw()}",
        f"pgpass for the redcap mirror -> redcap-ro.acme.test:5432:redcap:reader:{svc_pw(18)}",
    )
    r.add(
        "storage_admin",
        f"netapp cluster admin (ontap01): admin / {human_pw()}",
        f"GPFS GUI admin pw: {svc_pw(16)}; the ess io nodes share it",
    )
    r.add(
        "jupyter_server_token",
        (lambda n: f"jupyter on {n} for the workshop: http://{n}.hpc.internal:8888/lab?token={hexs(48)}")(node('gpu-b')),
        f"c.ServerApp.token = '{hexs(48)}'",
    )
    r.add(
        "slurm_rest_jwt",
        f"SLURM_JWT={jwt({'exp': 1767225600, 'iat': 1735689600, 'sun': 'ood'})}",
        f"slurmrestd jwt key (jwt_hs256.key), b64: {b64(secrets.token_bytes(32))}",
        f"curl -H 'X-SLURM-USER-NAME: ood' -H 'X-SLURM-USER-TOKEN: {jwt({'exp': 1767225600, 'sun': 'ood'})}' http://slurmrest.hpc.internal:6820/slurm/v0.0.40/jobs",
    )
    r.add(
        "wandb_api_key",
        f"wandb key for the shared ML project: {hexs(40)}",
        f"WANDB_API_KEY={hexs(40)}  # local server at wandb.acme.internal",
    )
    r.add(
        "hf_token",
        f"huggingface read token for gated model pulls on the gpu nodes: hf_{rnd(ALNUM, 34)}",
        f"HF_TOKEN=hf_{rnd(ALNUM, 34)}",
    )
    r.add(
        "slurm_account_password",
        f"Slurm/ssh login for the visiting student's account hpc-v{digits(3)}: {human_pw()} (change on first login)",
        f"ood portal local user ris-demo / {svc_pw(14)}",
        f"training accounts trn01..trn20 all have {phrase(WORDS, 2, '')}{digits(2)} until friday",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "doi",
        f"dataset minted: 10.7488/ds/{digits(4)} (v2 supersedes 10.7488/ds/{digits(4)})",
        f"cite as doi:10.5281/zenodo.{digits(8, True)}; concept doi 10.5281/zenodo.{digits(7, True)}",
        f"paper 10.1038/s41597-0{digits(2)}-0{digits(4)}-{digits(1)} links our data DOI in its availability statement",
    )
    r.add(
        "orcid_id",
        f"PI ORCID {orcid()}; co-I {orcid()}",
        f"Pure profile missing ORCID, it should be {orcid()}",
        f"authors: {orcid()}, {orcid()}, {orcid()}",
    )
    r.add(
        "zenodo_record",
        f"zenodo record {digits(8, True)} published, files 4.2 GB, versions {digits(8, True)} -> {digits(8, True)}",
        f"https://zenodo.acme.test/records/{digits(8, True)} is the sandbox copy",
        f"community acme-ris has 213 records, newest {digits(8, True)}",
    )
    r.add(
        "slurm_job_id",
        f"job {slurm_job()} OOM at 187G on {node()}, resubmitted as {slurm_job()}",
        f"scancel {slurm_job()} {slurm_job()}  # user asked",
        f"sacct -j {slurm_job()} --format=JobID,Elapsed,MaxRSS,State",
    )
    r.add(
        "slurm_array",
        f"array {slurm_job()}_[1-500%50]; tasks 17, 233, 411 failed",
        f"seff {slurm_job()}_{secrets.randbelow(999)}\nCPU Efficiency: 91.4%\nMemory Efficiency: 38.2% of 64.00 GB",
        f"dependency afterok:{slurm_job()}:{slurm_job()} never released",
    )
    r.add(
        "sacct_output",
        f"JobID           JobName  Partition    Account  AllocCPUS      State ExitCode\n{slurm_job()}       relion       gpu   ed-ris-{digits(4)}         32  COMPLETED      0:0\n{slurm_job()}.batch  batch              ed-ris-{digits(4)}         32  COMPLETED      0:0",
        (lambda u: f"squeue -u {u}\n  JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)\n{slurm_job()}  standard  bwa_mem {u}  R    3:12:45      1 {node()}")(f"s{digits(7)}"),
    )
    r.add(
        "gitlab_project_id",
        f"gitlab project id {digits(5, True)} (ris/easyconfigs), mirror is {digits(5, True)}",
        f"CI_PROJECT_ID={digits(4, True)} CI_PIPELINE_ID={digits(6, True)} CI_JOB_ID={digits(7, True)}",
        f"API: GET /api/v4/projects/{digits(4, True)}/pipelines?ref=main",
    )
    r.add(
        "commit_sha",
        f"fixed in {hexs(40)}, tagged v1.4.2",
        f"easyconfigs pinned at {hexs(12)}; the PR head was {hexs(40)}",
        f"git bisect: first bad commit is {hexs(40)}",
    )
    r.add(
        "gitlab_mr_pipeline",
        f"!{digits(3, True)} merged, pipeline #{digits(6, True)} green, job {digits(7, True)} was the flaky one",
        f"MR !{digits(4, True)} closes #{digits(3, True)}, sha {hexs(8)}",
    )
    r.add(
        "conda_env",
        f"@EXPLICIT\nhttps://conda.acme.test/conda-forge/linux-64/numpy-1.26.4-py311h{hexs(7)}_0.conda#{hexs(32)}\nhttps://conda.acme.test/conda-forge/linux-64/scipy-1.13.1-py311h{hexs(7)}_0.conda#{hexs(32)}",
        f"conda-lock.yml content_hash linux-64: {hexs(64)}",
        f"env /mnt/shared/envs/{hexs(8)} built from environment.yml sha256 {hexs(64)}",
    )
    r.add(
        "spack_hash",
        f"spack find -l gromacs\n{rnd(SPACK, 7)} gromacs@2024.2  {rnd(SPACK, 7)} gromacs@2023.4",
        f"spack uninstall /{rnd(SPACK, 32)}",
        f"module load openmpi/4.1.6-{rnd(SPACK, 7)} broke after the rebuild",
    )
    r.add(
        "image_digest",
        f"apptainer pull docker://harbor.acme.test/ris/fmriprep@sha256:{hexs(64)}",
        f"biocontainers samtools:1.20--h50ea8bc_0 digest sha256:{hexs(64)}",
        f"image: registry.acme.internal/hpc/jupyter-base:2025.01@sha256:{hexs(64)}",
    )
    r.add(
        "sif_inspect",
        f"apptainer inspect freesurfer.sif\norg.label-schema.build-date: Tuesday_4_March_2025\norg.label-schema.usage.singularity.deffile.from: sha256:{hexs(64)}\nsif id {uid()}",
        f"sif sha256 {hexs(64)}  /opt/containers/alphafold-2.3.2.sif",
    )
    r.add(
        "globus_uuid",
        f"public collection 'ACME DataStore' id {uid()}",
        f"globus ls {uid()}:/~/projects/",
        f"GCS endpoint {uid()}, mapped collection {uid()}, storage gateway {uid()}",
    )
    r.add(
        "globus_task",
        f"globus task {uid()} SUCCEEDED, 1.8 TB, 4,112 files",
        f"transfer {uid()} stuck at 'PERMISSION_DENIED' on {uid()}",
        f"globus task show {uid()} --format json",
    )
    r.add(
        "md5_checksum",
        f"md5 {hexs(32)}  sample_{digits(3)}_R1.fastq.gz\nmd5 {hexs(32)}  sample_{digits(3)}_R2.fastq.gz",
        f"sequencing facility md5 {hexs(32)} doesn't match ours {hexs(32)} -> re-download",
        f"ETag \"{hexs(32)}-{secrets.randbelow(90) + 10}\" on the multipart upload",
    )
    r.add(
        "sha256_checksum",
        (lambda b: f"sha256sum bundle_{b}.tar\n{hexs(64)}  bundle_{b}.tar")(digits(4)),
        f"deposit checksum sha256:{hexs(64)} matches the tape copy",
        f"easyconfig checksums = ['{hexs(64)}']",
    )
    r.add(
        "bagit_manifest",
        f"manifest-sha256.txt\n{hexs(64)} data/scan_{digits(3)}.nii.gz\n{hexs(64)} data/scan_{digits(3)}.nii.gz\n{hexs(64)} data/participants.tsv",
        f"tagmanifest-md5.txt\n{hexs(32)} bagit.txt\n{hexs(32)} bag-info.txt\n{hexs(32)} manifest-md5.txt",
    )
    r.add(
        "git_annex_key",
        f"git annex whereis: SHA256E-s{digits(9, True)}--{hexs(64)}.nii.gz (2 copies)",
        f"datalad get failed on MD5E-s{digits(8, True)}--{hexs(32)}.tif",
        f".git/annex/objects/{annex_dir()}/{annex_dir()}/SHA256E-s{digits(7, True)}--{hexs(64)}.csv",
    )
    r.add(
        "ror_id",
        f"funder ROR {ror()}, host institution ROR {ror()}",
        f"DataCite affiliation identifier {ror()} (scheme ROR)",
        f"collaborators: {ror()}, {ror()}",
    )
    r.add(
        "grant_number",
        f"grant EP/{pick('X', 'Y', 'W')}0{digits(5)}/1, Pure project {digits(6, True)}",
        f"BB/{pick('X', 'Y')}5{digits(5)}/1 and MR/{pick('W', 'X')}0{digits(5)}/1 share the storage allocation",
        f"Wellcome {digits(6, True)}/Z/{digits(2)}/Z; ERC {digits(9, True)}",
    )
    r.add(
        "ethics_approval",
        f"ethics ref CAHSS{digits(4)}/{digits(2)}, approved 12/03",
        f"NHS REC {digits(2)}/SS/0{digits(3)}, IRAS {digits(6, True)}",
        f"school ethics approval HREC-2025-0{digits(3)} covers the interview transcripts",
    )
    r.add(
        "node_names",
        f"{node()}, {node()} and {node('node-b')} drained: ECC errors",
        f"scontrol update nodename={node('gpu-c')} state=resume",
        f"sinfo\nstandard  up  2-00:00:00  12  mix  node-a[0{digits(2)}-0{digits(2)},1{digits(2)}]\ngpu       up  1-00:00:00   2  drain gpu-c[00{secrets.randbelow(9) + 1},01{secrets.randbelow(9)}]",
    )
    r.add(
        "ip_addresses",
        f"{node()} -> {ip10()}, ib0 {ip10()}",
        f"firewall: allow {ip10()}/32 and 192.168.{secrets.randbelow(255)}.0/24 to 443 on gcs01",
        f"dhcp lease for {node('bmc-a')}: {ip10()} ({mac()})",
    )
    r.add(
        "ticket_numbers",
        f"RT #{digits(6, True)} (quota increase) waiting on PI; related INC0{digits(6)}",
        f"helpdesk REQ-{digits(5, True)} and REQ-{digits(5, True)} are duplicates",
        f"vendor case {digits(8, True)}, RMA R{digits(7)} for the failed drive",
    )
    r.add(
        "ssh_host_fingerprint",
        f"login01 host keys:\nED25519 key fingerprint is {sha256_fp()}\nECDSA key fingerprint is {sha256_fp()}",
        f"publish on the docs page: login.hpc.acme.test {sha256_fp()} (ED25519)",
        f"RSA MD5 fingerprint {':'.join(hexs(2) for _ in range(16))}",
    )
    r.add(
        "ssh_public_key",
        f"add to authorized_keys for the archive user:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} s{digits(7)}@laptop",
        f"known_hosts: gcs01.acme.internal ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)}",
        f"student's pubkey: ssh-rsa {ssh_pub('ssh-rsa', 270)} r.campbell",
    )
    r.add(
        "gpg_fingerprint",
        f"gpg key for signing datasets: {groups(hexs(40).upper(), 4)}",
        f"repo signing key id {hexs(16).upper()}, expires 2027-01-01",
    )
    r.add(
        "x509_fingerprint",
        f"cert for datastore.acme.test, serial {':'.join(hexs(2) for _ in range(16))}",
        f"SHA-256 fingerprint {':'.join(hexs(2).upper() for _ in range(32))}",
        f"openssl x509 -noout -fingerprint -sha1 -> SHA1 Fingerprint={':'.join(hexs(2).upper() for _ in range(20))}",
    )
    r.add(
        "lustre_fid",
        f"lfs fid2path /scratch [0x2000{hexs(5)}:0x{hexs(4)}:0x0]",
        f"MDT changelog shows {digits(8, True)} 01CREAT ... t=[0x2000{hexs(5)}:0x{hexs(3)}:0x0] p=[0x2000{hexs(5)}:0x1:0x0]",
    )
    r.add(
        "infiniband_guid",
        f"ibstat {node()}: Port GUID 0x{hexs(16)}, base lid {secrets.randbelow(900) + 10}",
        f"bad cable between switch GUID 0x{hexs(16)} port 23 and {node()}",
        f"opensm: node 0x{hexs(16)} (HCA-1) went down",
    )
    r.add(
        "mac_address",
        f"{node()} eno1 {mac()}, eno2 {mac()}",
        f"dhcpd host {node('gpu-c')} {{ hardware ethernet {mac()}; fixed-address {ip10()}; }}",
    )
    r.add(
        "tape_barcode",
        f"volumes out to offsite: {rnd(UPPER, 2)}{digits(4)}L9, {rnd(UPPER, 2)}{digits(4)}L9, {rnd(UPPER, 2)}{digits(4)}L9",
        f"drive serial {rnd(UPPER + DIGITS, 10)}, WWN 500104f000{hexs(6)}, cleaning cart CLN{digits(3)}L1",
        f"tape {rnd(UPPER, 2)}{digits(4)}L8 read errors, library slot {secrets.randbelow(900) + 100}",
    )
    r.add(
        "ceph_ids",
        f"ceph fsid {uid()}, osd.{secrets.randbelow(400)} down, pg 2.{hexs(3)} stuck peering",
        f"rbd image id {hexs(12)}, pool ris-vms",
        f"radosgw bucket marker {uid()}.{digits(7, True)}.{secrets.randbelow(90) + 1}",
    )
    r.add(
        "kerberos_principal",
        f"klist -k /etc/krb5.keytab\nKVNO Principal\n---- ------------------------------------------\n   3 host/{node()}.hpc.internal@ACME.INTERNAL\n   3 nfs/{node()}.hpc.internal@ACME.INTERNAL",
        "kinit -kt /etc/irods.keytab svc-irods@ACME.INTERNAL in the cron; keytab mode 0600, owned by irods",
        f"ticket cache FILE:/tmp/krb5cc_{digits(6, True)} expired at 03:14",
    )
    r.add(
        "ldap_dn",
        f"uid=s{digits(7)},ou=people,dc=acme,dc=internal is in cn=hpc-users but not cn=gpu-users",
        f"memberOf: cn=ris-{digits(4)},ou=groups,dc=acme,dc=internal; gidNumber {digits(6, True)}",
        "bind DN for the wiki is cn=wiki-ro,ou=svc,dc=acme,dc=test; its password lives in the vault, not here",
    )
    r.add(
        "secret_reference",
        "zenodo token is in vault at kv/ris/zenodo (field token), rotate yearly",
        "globus client secret -> keepass 'RIS / Globus / transfer bot'",
        "REDCap token: ask the study manager, never email it; we fetch from vault kv/redcap/pid-1873",
        "tape library PIN in the red envelope, safe in room 3.14",
    )
    r.add(
        "env_template",
        "S3_ACCESS_KEY=\nS3_SECRET_KEY=\nS3_ENDPOINT=https://s3.acme.internal\nBUCKET=ris-archive",
        "FIGSHARE_TOKEN=<from your figshare account settings>\nZENODO_TOKEN=${ZENODO_TOKEN:?set me}",
        "grafana.ini admin_password = $__file{/run/secrets/grafana_admin}",
    )
    r.add(
        "redcap_ids",
        f"REDCap pid {digits(4, True)}, record {digits(3)}-{digits(4)}, event baseline_arm_1, instrument {pick('phq9', 'gad7', 'demographics')}_v{secrets.randbelow(5) + 1}",
        f"redcap data dictionary version {digits(2)}, export log id {digits(7, True)}",
    )
    r.add(
        "figshare_article",
        f"figshare article {digits(8, True)}, doi 10.6084/m9.figshare.{digits(8, True)}.v{secrets.randbelow(5) + 1}",
        f"figshare file id {digits(8, True)} failed upload part {secrets.randbelow(20) + 1} of 24",
        f"collection 10.6084/m9.figshare.c.{digits(7, True)}",
    )
    r.add(
        "handle_pid",
        f"datashare handle 10283/{digits(4, True)} -> tombstoned, replaced by 10283/{digits(4, True)}",
        f"ePIC PID 21.T11148/{hexs(20)}",
        f"ARK ark:/{digits(5, True)}/{rnd(LOWER + DIGITS, 10)}",
    )
    r.add(
        "arxiv_pubmed",
        f"preprint arXiv:2{secrets.randbelow(5)}{secrets.randbelow(9) + 1:02d}.{digits(5)}v2, PMID {digits(8, True)}, PMCID PMC{digits(8, True)}",
        f"ISBN {ean13('978')} for the methods book; ISSN 2052-4463",
    )
    r.add(
        "wandb_run",
        f"wandb run {rnd(LOWER + DIGITS, 8)} in project ris/segmentation, sweep {rnd(LOWER + DIGITS, 8)}",
        f"mlflow run_id {hexs(32)}, experiment {digits(3, True)}",
    )
    r.add(
        "container_id",
        f"docker ps: {hexs(12)} jupyterhub, {hexs(12)} configurable-http-proxy",
        f"podman rm {hexs(64)}",
        f"jupyter kernel {uid()} died on {node('gpu-b')}",
    )
    r.add(
        "grafana_uid",
        f"grafana dashboard /d/{rnd(ALNUM, 9)}/slurm-overview?orgId=1&var-partition=gpu&from=now-7d",
        f"panel id {secrets.randbelow(60) + 1} on dashboard uid {rnd(URLSAFE, 14)} shows the wrong units",
        f"alert rule uid {rnd(ALNUM, 14)} fired at 02:11 for {node()}",
    )
    r.add(
        "prometheus_metric",
        f"node_filesystem_avail_bytes{{instance=\"{node()}:9100\",device=\"/dev/md{secrets.randbelow(4)}\"}} {digits(11, True)}",
        f"DCGM_FI_DEV_GPU_UTIL{{gpu=\"{secrets.randbelow(8)}\",UUID=\"GPU-{uid()}\",Hostname=\"{node('gpu-c')}\"}} 97",
    )
    r.add(
        "student_uun",
        f"access request for s{digits(7)} and s{digits(7)} (MSc), supervisor UUN {rnd(LOWER, 5)}{secrets.randbelow(9) + 1}",
        f"account hpc-v{digits(3)} expires 2025-09-30, sponsor {rnd(LOWER, 6)}",
    )
    r.add(
        "orcid_client_id",
        f"ORCID integration: client APP-{rnd(UPPER + DIGITS, 16)}, redirect https://pure.acme.test/orcid/callback, scopes /read-limited /activities/update",
        f"put-code {digits(8, True)} for the work we pushed; ORCID record {orcid()}",
    )
    r.add(
        "datacite_prefix",
        f"DataCite repository ACME.DATASTORE, prefix 10.{digits(5, True)}, client id acme.datastore",
        f"DOI state 'findable' for 10.{digits(5, True)}/{rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 4)}",
    )
    r.add(
        "sbatch_account",
        f"#SBATCH --account=ed-ris-{digits(4)}\n#SBATCH --partition=gpu\n#SBATCH --gres=gpu:a100:2\n#SBATCH --time=12:00:00",
        f"sacctmgr add user s{digits(7)} account=ed-bio-{digits(4)} fairshare={secrets.randbelow(90) + 10}",
        f"allocation ed-phys-{digits(4)}: {digits(6, True)} CPUh used of 500000",
    )
    r.add(
        "quota_report",
        f"quota /exports/eddie/scratch/s{digits(7)}: 4.{digits(2)}T / 5T, inodes {digits(7, True)} / 10000000",
        f"GPFS fileset ris_{digits(4)} usage {digits(3, True)}.{digits(1)} TiB, block quota 500 TiB, files {digits(8, True)}",
    )
    r.add(
        "disk_uuid",
        f"blkid /dev/nvme0n1p2: UUID=\"{uid()}\" TYPE=\"xfs\" PARTUUID=\"{uid()}\"",
        f"mdadm array UUID {':'.join(hexs(8) for _ in range(4))} rebuilt on {node('stor-')}",
        f"WWN 0x5000c500{hexs(8)} failed in enclosure {secrets.randbelow(8)} slot {secrets.randbelow(84)}",
    )
    r.add(
        "s3_object_ids",
        f"s3://ris-archive/{hexs(2)}/{hexs(2)}/{uid()}.tar versionId={rnd(URLSAFE, 32)}",
        f"multipart upload id {rnd(URLSAFE, 64)} aborted",
        f"bucket ris-imaging owner id {hexs(64)}",
    )
    r.add(
        "irods_paths",
        f"ils -L /dataZone/home/ris/projects/{digits(6, True)}/raw\n  ris_ingest  0 demoResc  {digits(10, True)} 2025-02-11.10:41 & scan.tar\n    sha2:{b64(secrets.token_bytes(32))}",
        f"iRODS data object id {digits(5, True)}, replica {secrets.randbelow(3)}, resource tapeResc",
    )
    r.add(
        "version_strings",
        f"slurm {pick('23.11.10', '24.05.5', '24.11.1')}, kernel 5.14.0-{digits(3, True)}.el9_{secrets.randbelow(6)}.x86_64, driver 550.{digits(2)}.{digits(2)}",
        f"cuda_12.4.r12.4/compiler.{digits(8, True)}_0, nvhpc 24.{secrets.randbelow(11) + 1}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout71.py", [
        ("heldout71_credentials.yaml", credentials(), "batch 71 (Edinburgh research data steward and HPC support), written blind; every value synthetic"),
        ("heldout71_lookalikes.yaml", lookalikes(), "batch 71 look-alikes: research identifiers, checksums, HPC job and node ids, written blind"),
    ])


if __name__ == "__main__":
    main()
