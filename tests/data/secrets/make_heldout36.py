# ruff: noqa: E501
"""Writes heldout36_credentials.yaml and heldout36_lookalikes.yaml: held-out batch 36.

Persona: a platform and security engineer in the Frankfurt office of a mid-sized European
bank, pasting config fragments and handover notes in English: Jenkins, Maven, Gradle, NuGet,
Docker, AWS, Azure, GCP, Kubernetes, Helm, Ansible, Terraform, Vault, LDAP, SMTP, SNMP, HSMs,
Java keystores, databases, brokers, signing keys and break-glass procedures. The look-alikes
are the same engineer's notes full of ARNs, digests, serials, fingerprints, public keys,
encrypted values and references to secrets, with no secret in them.

This batch was written blind: its author never read the detector, its tests or the other
corpora. Every random part comes from the `secrets` module at run time, so a rerun draws new
values; hosts are under .example, .internal, .test or acme, and nothing in it is real. Run
`python make_heldout36.py` in this folder to redraw.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    BECH32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    basic,
    digits,
    groups,
    hexs,
    jwt,
    kube_key_data,
    mac,
    openssh_private,
    pick,
    pod_name,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

D = "fra.acme.internal"
WORDS = ["Taunus", "Zeil", "Roemer", "Falcon", "Granite", "Juniper", "Harbour", "Copper",
         "Lantern", "Meridian", "Sparrow", "Cobalt", "Nordend", "Westend", "Bornheim", "Gallus"]
SYMS = "!#%*?@+"
KUBE = "bcdfghjklmnpqrstvwxz2456789"


def human_pw() -> str:
    """A password a person made up and will not forget."""
    w1, w2 = secrets.choice(WORDS), secrets.choice(WORDS)
    return pick(
        f"{w1}{secrets.randbelow(8) + 2018}{secrets.choice(SYMS)}",
        f"{w1}{secrets.choice(SYMS)}{w2}{digits(2)}",
        f"{w1.lower()}-{w2.lower()}-{secrets.choice(WORDS).lower()}-{digits(1, True)}",
        f"{pick('Winter', 'Sommer', 'Herbst', 'Spring')}{secrets.choice(SYMS)}{secrets.randbelow(5) + 2022}{w1[:3]}",
    )


def gen_pw(n: int = 0) -> str:
    """A password a manager generated (no quote, ampersand or angle bracket)."""
    return rnd(ALNUM + "!#%*+-=?@^_", n or pick(16, 20, 24, 28))


def any_pw() -> str:
    return pick(human_pw(), gen_pw())


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i:i + width] for i in range(0, len(text), width))


def der_pem(label: str, prefix: str, nbytes: int) -> str:
    return f"-----BEGIN {label}-----\n{wrap(prefix + b64(secrets.token_bytes(nbytes)))}\n-----END {label}-----"


def ec_key() -> str:
    return der_pem("EC PRIVATE KEY", "MHcCAQEEI", 116)


def rsa_key(nbytes: int = 330) -> str:
    return der_pem("RSA PRIVATE KEY", "MIIEpAIBAAKCAQEA", nbytes)


def pkcs8_key(nbytes: int = 330) -> str:
    return der_pem("PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", nbytes)


def cert(nbytes: int = 320) -> str:
    return der_pem("CERTIFICATE", "MIIDXTCCAkWgAwIBAgIUN", nbytes)


def cert_line(nbytes: int = 600) -> str:
    return "MIIDXTCCAkWgAwIBAgIUN" + b64(secrets.token_bytes(nbytes))


def rsa_pub_line(nbytes: int = 270) -> str:
    return "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(secrets.token_bytes(nbytes)) + "IDAQAB"


def azure_secret() -> str:
    return f"{rnd(ALNUM, 3)}{digits(1)}Q~{rnd(ALNUM + '-_.~', 34)}"


def hvs_root() -> str:
    return "hvs." + rnd(ALNUM, 24)


def hvs_service() -> str:
    return "hvs.CAESI" + rnd(URLSAFE, 86)


def colon_hex(nbytes: int) -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(nbytes))


def acct() -> str:
    return aws_account()


def credentials() -> Rows:
    r = Rows()
    r.add(
        "jenkins_credentials",
        "Copied from the old controller's credentials.xml before the migration:\n<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n  <scope>GLOBAL</scope>\n  <id>nexus-deploy</id>\n  <username>svc-nexus-deploy</username>\n  <password>" + gen_pw() + "</password>\n</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>",
        f"<org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>\n  <scope>GLOBAL</scope>\n  <id>sonar-fra-token</id>\n  <secret>squ_{hexs(40)}</secret>\n</org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>",
        f'JCasC for jenkins-fra-02 (jenkins.yaml), handover to Stefan:\ncredentials:\n  system:\n    domainCredentials:\n      - credentials:\n          - usernamePassword:\n              id: "bitbucket-ci"\n              username: "svc-bb-ci"\n              password: "{gen_pw(32)}"',
    )
    r.add(
        "maven_settings",
        f"<server>\n  <id>acme-releases</id>\n  <username>svc-maven-deploy</username>\n  <password>{gen_pw()}</password>\n</server>",
        f"settings.xml on the Linux agents: <server><id>acme-snapshots</id><username>svc-mvn-ci</username><password>{human_pw()}</password></server>",
        f"Maven proxy block for the DMZ build box:\n<proxy>\n  <id>fra-proxy</id>\n  <active>true</active>\n  <protocol>http</protocol>\n  <host>proxy.{D}</host><port>3128</port>\n  <username>x{digits(6)}</username>\n  <password>{human_pw()}</password>\n</proxy>",
    )
    r.add(
        "gradle_properties",
        f"~/.gradle/gradle.properties on the release agent:\nacmeNexusUsername=svc-gradle\nacmeNexusPassword={gen_pw(24)}\norg.gradle.jvmargs=-Xmx2g",
        f"signing.keyId={hexs(8).upper()}\nsigning.password={human_pw()}\nsigning.secretKeyRingFile=/home/jenkins/.gnupg/secring.gpg",
        f"systemProp.https.proxyHost=proxy.{D}\nsystemProp.https.proxyPort=3128\nsystemProp.https.proxyUser=fra-build\nsystemProp.https.proxyPassword={human_pw()}",
    )
    r.add(
        "nuget_config",
        f'<packageSourceCredentials>\n  <acme-nuget>\n    <add key="Username" value="svc-nuget" />\n    <add key="ClearTextPassword" value="{rnd(LOWER + DIGITS, 52)}" />\n  </acme-nuget>\n</packageSourceCredentials>',
        f"dotnet nuget add source https://nuget.{D}/v3/index.json -n acme-internal -u svc-nuget -p {gen_pw(20)} --store-password-in-clear-text",
        f'NuGet.config for the GitHub Packages feed: <add key="Username" value="acme-bot" /> <add key="ClearTextPassword" value="ghp_{rnd(ALNUM, 36)}" />',
    )
    r.add(
        "docker_config",
        json.dumps({"auths": {f"harbor.{D}": {"auth": basic("robot$fra-ci", rnd(ALNUM, 32))}}}, indent=2),
        "~/.docker/config.json on build-07 still has the Nexus login: \"nexus-docker.acme.test:8443\": {\"auth\": \"" + basic("svc-docker", any_pw()) + "\"}",
        json.dumps({"auths": {"acrfraprod.azurecr.example": {"auth": basic("acrfraprod", rnd(ALNUM + "+/", 42) + "+ACR" + rnd(ALNUM, 6))}}}),
    )
    r.add(
        "aws_credentials",
        f"[fra-prod-deploy]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
        f"~/.aws/credentials on the jump host:\n[default]\nregion = eu-central-1\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
        f"export AWS_ACCESS_KEY_ID=ASIA{rnd(UPPER + DIGITS, 16)}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\nexport AWS_SESSION_TOKEN=IQoJb3JpZ2luX2VjE{rnd(B64, 260)}",
    )
    r.add(
        "azure_service_principal",
        json.dumps({"appId": uid(), "displayName": "sp-terraform-fra-prod", "password": azure_secret(), "tenant": uid()}, indent=2),
        "AZURE_CREDENTIALS for the pipeline: " + json.dumps({"clientId": uid(), "clientSecret": azure_secret(), "subscriptionId": uid(), "tenantId": uid()}),
        f"ARM_CLIENT_ID={uid()}\nARM_CLIENT_SECRET={azure_secret()}\nARM_TENANT_ID={uid()}\nARM_SUBSCRIPTION_ID={uid()}",
    )
    gcp_key = {
        "type": "service_account", "project_id": "acme-fra-risk", "private_key_id": hexs(40),
        "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ" + b64(secrets.token_bytes(240)) + "\n-----END PRIVATE KEY-----\n",
        "client_email": "sa-risk-batch@acme-fra-risk.iam.gserviceaccount.com", "client_id": digits(21, True),
        "token_uri": "https://oauth2.googleapis.com/token",
    }
    r.add(
        "gcp_service_account",
        json.dumps(gcp_key, indent=2),
        "GOOGLE_CREDENTIALS (base64) for the Dataflow job: " + b64(json.dumps(dict(gcp_key, private_key_id=hexs(40))).encode()),
        '{"type": "service_account", "project_id": "acme-fra-logs", "private_key_id": "' + hexs(40) + '", "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC' + b64(secrets.token_bytes(180)) + '\\n-----END PRIVATE KEY-----\\n", "client_email": "log-shipper@acme-fra-logs.iam.gserviceaccount.com"}',
    )
    r.add(
        "kubeconfig_client_key",
        f"users:\n- name: fra-prod-admin\n  user:\n    client-certificate-data: {b64(cert().encode())}\n    client-key-data: {kube_key_data()}",
        f"The break-fix kubeconfig for aks-fra-01 has client-key-data: {kube_key_data()}",
        f"kubectl config set-credentials ops-oncall --embed-certs=true ... resulted in\n    client-key-data: {b64(rsa_key(200).encode())}",
    )
    r.add(
        "kubeconfig_token",
        "- name: deployer@eks-fra-prod\n  user:\n    token: " + jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "ci", "sub": "system:serviceaccount:ci:deployer"}, "RS256", rnd(URLSAFE, 342)),
        f"kubeadm join 10.40.0.10:6443 --token {rnd(LOWER + DIGITS, 6)}.{rnd(LOWER + DIGITS, 16)} --discovery-token-ca-cert-hash sha256:{hexs(64)}",
        f"static token for the legacy monitoring user on the on-prem cluster:\nusers:\n- name: prom-scraper\n  user:\n    token: {rnd(ALNUM, 40)}",
    )
    r.add(
        "helm_values",
        f'values-prod.yaml for the ledger chart:\npostgresql:\n  auth:\n    username: ledger\n    password: "{gen_pw(24)}"\n    postgresPassword: "{gen_pw(24)}"',
        f'keycloak:\n  auth:\n    adminUser: admin\n    adminPassword: "{human_pw()}"\n  externalDatabase:\n    host: pg-kc.{D}\n    password: "{gen_pw()}"',
        f'redis:\n  architecture: replication\n  auth:\n    enabled: true\n    password: "{rnd(ALNUM, 32)}"',
    )
    r.add(
        "ansible_group_vars",
        f"group_vars/fra_db/main.yml (not vaulted yet, fix before merge):\npostgres_admin_user: pgadmin\npostgres_admin_password: \"{gen_pw()}\"\nreplication_password: \"{gen_pw()}\"",
        f"inventories/prod/group_vars/all.yml\nansible_user: svc-ansible\nansible_become_password: \"{human_pw()}\"",
        f"group_vars/windows.yml:\nansible_connection: winrm\nansible_winrm_transport: ntlm\nansible_user: FRA\\svc-ansible-win\nansible_password: \"{any_pw()}\"",
    )
    r.add(
        "terraform_tfvars",
        f'prod.auto.tfvars\nregion         = "eu-central-1"\ndb_username    = "ledger_admin"\ndb_password    = "{gen_pw(24)}"',
        f'vsphere_user     = "svc-terraform@vsphere.local"\nvsphere_password = "{human_pw()}"\nvsphere_server   = "vcsa-fra-01.{D}"',
        f'azure.tfvars:\nclient_id     = "{uid()}"\nclient_secret = "{azure_secret()}"\ntenant_id     = "{uid()}"',
    )
    r.add(
        "vault_token",
        f"Initial Root Token from the DR cluster init: {hvs_root()} (revoke after the policies are in)",
        f"export VAULT_ADDR=https://vault.{D}:8200\nexport VAULT_TOKEN={hvs_service()}",
        f"vault login {hvs_root()}",
    )
    keys = "\n".join(f"Unseal Key {i}: {b64(secrets.token_bytes(33))}" for i in range(1, 6))
    r.add(
        "vault_unseal_keys",
        f"{keys}\n\nInitial Root Token: {hvs_root()}",
        f"Unseal key share 3 (Markus holds it while Anja is on leave): {b64(secrets.token_bytes(33))}",
    )
    r.add(
        "vault_approle",
        f"AppRole for the payments service:\nrole_id   {uid()}\nsecret_id {uid()}",
        f"vault write auth/approle/login role_id={uid()} secret_id={uid()}",
        f"Jenkins Vault plugin config: AppRole credential id vault-approle-ledger, role ID {uid()}, secret ID {uid()} (wrapped TTL was skipped, sorry)",
    )
    r.add(
        "ldap_bind",
        f"bindDN: cn=svc-jenkins,ou=ServiceAccounts,dc=fra,dc=acme,dc=internal\nbindPassword: {gen_pw()}",
        f"sssd.conf on the bastions:\nldap_default_bind_dn = uid=svc-sssd,ou=system,dc=acme,dc=internal\nldap_default_authtok_type = password\nldap_default_authtok = {human_pw()}",
        f"spring.ldap.urls=ldaps://ad-fra-01.{D}:636\nspring.ldap.username=CN=svc-portal,OU=Service,DC=fra,DC=acme,DC=internal\nspring.ldap.password={any_pw()}",
    )
    r.add(
        "smtp_relay",
        f"spring.mail.host=smtp-relay.{D}\nspring.mail.port=587\nspring.mail.username=noreply-ledger\nspring.mail.password={gen_pw(20)}",
        f"/etc/postfix/sasl_passwd: [smtp.mailhub.example]:587 fra-alerts@acme.test:{human_pw()}",
        f"msmtprc on the HSM monitoring box:\naccount default\nhost smtp-relay.{D}\nport 587\nauth on\nuser hsm-monitor\npassword {any_pw()}",
    )
    r.add(
        "snmp_community",
        f"snmp-server community {rnd(ALNUM, 14)} RO SNMP-MGMT-ACL",
        f"snmpd.conf on the firewalls: rocommunity {pick('fra', 'mon', 'ops')}{rnd(ALNUM, 10)} 10.60.0.0/16",
        f'SNMPv3 user for LibreNMS: createUser librenms SHA "{gen_pw(16)}" AES "{gen_pw(16)}"',
    )
    r.add(
        "hsm_pin",
        f"pkcs11-tool --module /usr/lib/libCryptoki2_64.so --slot 1 --login --pin {digits(8)} --list-objects",
        f"Luna partition PAR-FRA-SIGN crypto officer password: {rnd(ALNUM, 12)}\nSO PIN for the spare token: {digits(8)}",
        f"softhsm2-util --init-token --slot 0 --label ci-signing --so-pin {digits(10)} --pin {digits(6)}",
    )
    r.add(
        "java_keystore",
        f"server.ssl.key-store=/opt/ledger/tls/ledger.p12\nserver.ssl.key-store-password={gen_pw()}\nserver.ssl.key-alias=ledger-api",
        f"keytool -importkeystore -srckeystore old.jks -srcstorepass {human_pw()} -destkeystore new.p12 -deststoretype PKCS12 -deststorepass {gen_pw(20)}",
        f"JAVA_OPTS=-Djavax.net.ssl.keyStore=/etc/pki/mq-client.jks -Djavax.net.ssl.keyStorePassword={gen_pw()}",
    )
    r.add(
        "database_url",
        f"DATABASE_URL=postgresql://ledger_app:{gen_pw(20)}@pg-ledger-01.{D}:5432/ledger?sslmode=verify-full",
        f"jdbc:oracle:thin:CORE_RO/{human_pw()}@//ora-core-scan.{D}:1521/CORE_SVC",
        f"mongodb+srv://audit_writer:{rnd(ALNUM, 24)}@audit.mongo.acme.test/audit?retryWrites=true&w=majority",
        f"Server=tcp:sql-fra-02.{D},1433;Database=Treasury;User Id=treasury_app;Password={any_pw()};TrustServerCertificate=False",
    )
    r.add(
        "redis_auth",
        f"redis.conf on cache-fra-03: requirepass {rnd(ALNUM, 32)}",
        f"redis-cli -h cache-fra-03.{D} -p 6380 --tls -a '{gen_pw()}' INFO replication",
        f"ACL for the session store: user sessions on >{rnd(ALNUM, 28)} ~session:* +@read +@write",
    )
    r.add(
        "rabbitmq",
        f"rabbitmqctl add_user svc-payments '{gen_pw()}' && rabbitmqctl set_permissions -p /payments svc-payments '.*' '.*' '.*'",
        f"spring.rabbitmq.host=mq-fra-01.{D}\nspring.rabbitmq.username=notifier\nspring.rabbitmq.password={human_pw()}",
        f"AMQP_URL=amqps://clearing:{rnd(ALNUM, 22)}@mq-fra-01.{D}:5671/clearing",
    )
    r.add(
        "kafka_sasl",
        f'sasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="svc-txn-stream" password="{gen_pw(24)}";',
        f'KafkaClient {{\n  org.apache.kafka.common.security.plain.PlainLoginModule required\n  username="connect-fra"\n  password="{rnd(ALNUM, 20)}";\n}};',
        f"librdkafka config for the fraud scorer: security.protocol=SASL_SSL sasl.mechanisms=PLAIN sasl.username={rnd(UPPER + DIGITS, 16)} sasl.password={rnd(ALNUM + '+/', 64)}",
    )
    r.add(
        "ssh_private_key",
        "Ansible deploy key for the core-banking jump hosts:\n" + openssh_private(),
        openssh_private(),
        "id_rsa of svc-backup (legacy AIX boxes only take RSA):\n" + rsa_key(290),
    )
    r.add(
        "age_secret_key",
        f"# created: 2025-02-11T09:14:03+01:00\n# public key: age1{rnd(BECH32, 58)}\nAGE-SECRET-KEY-1{rnd(BECH32.upper(), 58)}",
        f"SOPS_AGE_KEY=AGE-SECRET-KEY-1{rnd(BECH32.upper(), 58)} for the fra-prod overlays",
    )
    r.add(
        "pgp_private_key",
        f"Release signing subkey export (move to the HSM next sprint):\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQWGBG{wrap(b64(secrets.token_bytes(230)))}\n={rnd(B64, 4)}\n-----END PGP PRIVATE KEY BLOCK-----",
        f"-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlFgEZ{wrap(b64(secrets.token_bytes(150)))}\n={rnd(B64, 4)}\n-----END PGP PRIVATE KEY BLOCK-----",
    )
    r.add(
        "totp_seed",
        f"otpauth://totp/ACME%20FRA:svc-swift-ops?secret={rnd(BASE32, 32)}&issuer=ACME%20FRA&period=30",
        f"TOTP seed for the shared HSM console account: {groups(rnd(BASE32, 32), 4)}",
        f"oathtool --totp -b {rnd(BASE32, 16)}   # the firewall admin MFA, until the new tokens arrive",
    )
    r.add(
        "break_glass",
        f"Break-glass account for Entra ID: bg-admin-01@acmebank.onmicrosoft.example\nPassword: {gen_pw(28)}\nFIDO2 key #2 is in safe FRA-3.",
        f"AWS root for acme-fra-prod ({acct()}): root-fra-prod@acme.test / {gen_pw(32)}\nMFA device lives in the Frankfurt safe.",
        f"Emergency local admin on the Vault nodes: user bgadmin, password {human_pw()} (envelope 3 of 4, reseal after use)",
    )
    r.add(
        "recovery_codes",
        "GitHub Enterprise recovery codes for the acme-fra-platform owner account:\n" + recovery_codes(8, "github"),
        "Okta super admin backup codes: " + recovery_codes(5, "digits"),
        "Bitbucket 2FA recovery codes for svc-release:\n" + recovery_codes(6, "alnum"),
    )
    r.add(
        "saml_signing_key",
        "sp-key.pem for the Shibboleth SP in front of the treasury portal:\n" + pkcs8_key(280),
        f"saml2.sp.signing.key=MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ{b64(secrets.token_bytes(600))}",
        "ADFS relying-party signing key (private), exported for the Keycloak broker:\n" + ec_key(),
    )
    r.add(
        "jwt_signing_secret",
        f"jwt.secret={b64(secrets.token_bytes(64))}",
        f"JWT_HS256_SECRET={b64u(secrets.token_bytes(48))}",
        f'security:\n  jwt:\n    issuer: https://auth.{D}\n    signing-key: "{rnd(ALNUM, 48)}"',
    )
    r.add(
        "webhook_secret",
        f"GitHub webhook secret for the Jenkins hook on acme-fra/ledger: {hexs(40)}",
        f"PAYMENT_WEBHOOK_SIGNING_SECRET=whsec_{b64(secrets.token_bytes(24))}",
        f"Alertmanager -> Teams: https://acme.webhook.office.example/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}",
    )
    r.add(
        "gitlab_token",
        f"GITLAB_TOKEN=glpat-{rnd(URLSAFE, 20)}",
        f"gitlab-runner register --url https://gitlab.{D} --token glrt-{rnd(URLSAFE, 20)} --executor docker",
        f"curl -X POST -F token=glptt-{hexs(40)} -F ref=main https://gitlab.{D}/api/v4/projects/412/trigger/pipeline",
    )
    r.add(
        "github_token",
        f"fine-grained PAT for the release bot: github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}",
        f"gh auth login --with-token <<< ghp_{rnd(ALNUM, 36)}",
        f"git remote set-url origin https://x-access-token:ghs_{rnd(ALNUM, 36)}@github.com/acme-fra/terraform-aws.git",
    )
    r.add(
        "artifactory_token",
        f"ARTIFACTORY_API_KEY=AKCp8{rnd(ALNUM, 68)}",
        f"jf c add fra-art --url https://artifactory.{D} --user svc-jf --password {gen_pw()} --interactive=false",
        "Artifactory reference token for the Helm repo: " + b64(f"reftkn:01:{digits(10, True)}:{rnd(ALNUM, 32)}".encode()).rstrip("="),
    )
    r.add(
        "sonarqube_token",
        f"mvn sonar:sonar -Dsonar.host.url=https://sonar.{D} -Dsonar.token=sqa_{hexs(40)}",
        f"SONAR_TOKEN=squ_{hexs(40)}",
        f"sonar-project.properties on the old branch still has sonar.login=admin and sonar.password={human_pw()}",
    )
    r.add(
        "keycloak_client_secret",
        f"KC_CLIENT_ID=ledger-portal\nKC_CLIENT_SECRET={rnd(ALNUM, 32)}",
        'from the realm export: {"clientId": "treasury-api", "clientAuthenticatorType": "client-secret", "secret": "' + rnd(ALNUM, 32) + '"}',
        f"spring.security.oauth2.client.registration.keycloak.client-id=risk-ui\nspring.security.oauth2.client.registration.keycloak.client-secret={rnd(ALNUM, 32)}",
    )
    r.add(
        "mssql_sa",
        f'docker run -e "ACCEPT_EULA=Y" -e "MSSQL_SA_PASSWORD={human_pw()}" -p 1433:1433 -d mcr.microsoft.com/mssql/server:2022-latest',
        f"sqlcmd -S sql-fra-02.{D} -U sa -P '{gen_pw()}' -Q \"SELECT @@VERSION\"",
        f"sa on the reporting instance SQL-FRA-RPT01 was reset during the incident to {human_pw()}; rotate via CyberArk when it is back.",
    )
    r.add(
        "bmc_password",
        f"ipmitool -I lanplus -H bmc-fra-r12u07.oob.{D} -U ADMIN -P '{gen_pw(16)}' chassis power status",
        f"racadm -r idrac-esx14.oob.{D} -u root -p {human_pw()} getsysinfo",
        f"iLO Administrator on fra-esx-21 changed from the sticker to {rnd(UPPER + DIGITS, 8)}{pick('!', '#', '%')}{rnd(ALNUM, 7)}",
    )
    r.add(
        "network_device",
        f"core-sw-fra-01 baseline:\nenable secret 0 {gen_pw(16)}\nusername netops privilege 15 password 0 {human_pw()}",
        f"tacacs server FRA-ISE-01\n address ipv4 10.60.1.5\n key 0 {rnd(ALNUM, 24)}",
        f"radius-server host 10.60.1.6 auth-port 1812 acct-port 1813 key {rnd(ALNUM, 20)}",
    )
    r.add(
        "pfx_password",
        f"openssl pkcs12 -export -in ledger.crt -inkey ledger.key -out ledger.pfx -passout pass:{gen_pw(20)}",
        f"$pfxPass = ConvertTo-SecureString -String '{human_pw()}' -Force -AsPlainText\nImport-PfxCertificate -FilePath .\\adfs-signing.pfx -CertStoreLocation Cert:\\LocalMachine\\My -Password $pfxPass",
    )
    r.add(
        "laps_password",
        f"Get-LapsADPassword -Identity FRA-WS-0{(ws := digits(3))} -AsPlainText\nComputerName        : FRA-WS-0{ws}\nAccount             : Administrator\nPassword            : {rnd(ALNUM + '#%+-', 20)}\nPasswordUpdateTime  : 03.03.2025 08:12:44",
        f"ms-Mcs-AdmPwd of FRA-SRV-PKI02 (needed it for the CA backup): {rnd(ALNUM + '!#%', 14)}",
    )
    r.add(
        "splunk_hec",
        f'curl -k https://hec.splunk.{D}:8088/services/collector/event -H "Authorization: Splunk {uid()}" -d \'{{"event": "ping"}}\'',
        f"splunkPlatform:\n  endpoint: https://hec.splunk.{D}:8088/services/collector\n  token: \"{uid()}\"\n  index: k8s_fra",
    )
    r.add(
        "elastic",
        f"ELASTIC_PASSWORD={rnd(ALNUM + '*_', 20)}",
        f"Authorization: ApiKey {b64(f'{rnd(URLSAFE, 20)}:{rnd(URLSAFE, 22)}'.encode())}",
        f"kibana.yml:\nelasticsearch.hosts: [\"https://es-fra-01.{D}:9200\"]\nelasticsearch.username: kibana_system\nelasticsearch.password: \"{gen_pw()}\"",
    )
    r.add(
        "grafana",
        f"GF_SECURITY_ADMIN_USER=admin\nGF_SECURITY_ADMIN_PASSWORD={human_pw()}",
        f"grafana SA token for the dashboard exporter: glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
        f"grafana.ini [database] type = postgres, host = pg-grafana.{D}:5432, user = grafana, password = {gen_pw(20)}",
    )
    r.add(
        "wireguard",
        f"wg0.conf on the admin VPN gateway:\n[Interface]\nAddress = 10.99.0.1/24\nListenPort = 51820\nPrivateKey = {wg_key()}",
        f"wg set wg-oob private-key <(echo {wg_key()}) listen-port 51821",
    )
    r.add(
        "tls_private_key",
        "nginx key for ledger.acme.test (the CSR went to the PKI team):\n" + ec_key(),
        f"apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nmetadata:\n  name: ledger-tls\ndata:\n  tls.key: {b64(ec_key().encode())}",
        rsa_key(300),
    )
    r.add(
        "consul_nomad_token",
        f"consul acl bootstrap\nAccessorID:       {uid()}\nSecretID:         {uid()}\nDescription:      Bootstrap Token (Global Management)",
        f"export NOMAD_ADDR=https://nomad.{D}:4646\nexport NOMAD_TOKEN={uid()}",
    )
    r.add(
        "minio",
        f"MINIO_ROOT_USER=minioadmin-fra\nMINIO_ROOT_PASSWORD={gen_pw(32)}",
        f"mc alias set fra-backup https://minio.{D} {rnd(UPPER + DIGITS, 20)} {rnd(ALNUM + '+/', 40)}",
        f"Velero backup location for the on-prem MinIO:\n[default]\naws_access_key_id = {rnd(UPPER + DIGITS, 20)}\naws_secret_access_key = {rnd(ALNUM, 40)}",
    )
    r.add(
        "argocd",
        f"argocd login argocd.{D} --username admin --password {rnd(URLSAFE, 16)} --grpc-web",
        f"argocd-initial-admin-secret on the new cluster decodes to {rnd(ALNUM + '-', 16)}; change it today",
    )
    r.add(
        "basic_auth_header",
        f'curl -H "Authorization: Basic {basic("svc-monitor", any_pw())}" https://nexus.{D}/service/rest/v1/status',
        f"helm repo add acme-charts https://svc-helm:{rnd(ALNUM, 20)}@charts.{D}/",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "secretsmanager_arn",
        f"The rotation Lambda for the ledger DB points at arn:aws:secretsmanager:eu-central-1:{acct()}:secret:fra/ledger/db-admin-{rnd(ALNUM, 6)}; rotation every 30 days.",
        f"aws secretsmanager describe-secret --secret-id arn:aws:secretsmanager:eu-central-1:{acct()}:secret:rds!db-{uid()}-{rnd(ALNUM, 6)} --query RotationEnabled",
        '"SecretArn": "arn:aws:secretsmanager:eu-west-1:' + acct() + ':secret:payments/kafka/sasl-' + rnd(ALNUM, 6) + '",\n"VersionId": "' + uid() + '",\n"VersionStages": ["AWSCURRENT"]',
    )
    r.add(
        "kms_key",
        f'kms_key_id = "arn:aws:kms:eu-central-1:{acct()}:key/{uid()}"  # CMK for the EBS volumes',
        f"Multi-region key mrk-{hexs(32)} replicated to eu-west-1; alias/fra-ledger-backup points at it.",
        f"sops creation rule uses gcp_kms projects/acme-fra-sec/locations/europe-west3/keyRings/sops/cryptoKeys/fra-prod and azure_keyvault https://kv-fra-sec.vault.azure.example/keys/sops-key/{hexs(32)}",
    )
    r.add(
        "iam_arn",
        f"aws sts get-caller-identity\n{{\n    \"UserId\": \"AROA{rnd(UPPER + DIGITS, 17)}:m.keller@acme.test\",\n    \"Account\": \"{(a := acct())}\",\n    \"Arn\": \"arn:aws:sts::{a}:assumed-role/AWSReservedSSO_PlatformAdmin_{hexs(16)}/m.keller@acme.test\"\n}}",
        f"The GitHub OIDC provider is arn:aws:iam::{acct()}:oidc-provider/token.actions.githubusercontent.com, trusted by role gha-deploy-{rnd(LOWER + DIGITS, 8)}.",
    )
    r.add(
        "pod_name",
        f"{pod_name('ledger-api')} keeps OOMing after the JVM bump; the other two replicas are fine.",
        f"kubectl -n payments logs {pod_name('fraud-scorer')} -c istio-proxy --previous | grep 503",
        f"NAME                                READY   STATUS\n{pod_name('kafka-connect')}   1/1     Running\n{pod_name('kafka-connect')}   0/1     CrashLoopBackOff\nnightly-recon-{secrets.randbelow(10**7) + 28900000}-{rnd(KUBE, 5)}   0/1     Completed",
    )
    r.add(
        "replicaset",
        f"ReplicaSet treasury-ui-{rnd(KUBE, 10)} is the old revision; scaled to 0 after the rollout.",
        f"kubectl rollout history deploy/ledger-api shows revision 14 = ledger-api-{hexs(10)}, revision 15 = ledger-api-{hexs(9)}",
    )
    r.add(
        "container_id",
        f"crictl ps on node fra-w-07: {hexs(13)} is the stuck fluent-bit container.",
        f"containerd://{hexs(64)} was OOM-killed at 03:12 CET",
        f"docker inspect {hexs(12)} --format '{{{{.State.Pid}}}}' gave 48213; the container name is ledger_batch_{digits(1, True)}",
    )
    r.add(
        "image_digest",
        f"prod runs harbor.{D}/platform/ledger-api@sha256:{hexs(64)}",
        f"cosign verify --key cosign.pub harbor.{D}/platform/gateway@sha256:{hexs(64)} passed on both clusters.",
        f"Trivy scanned registry.acme.test/base/temurin:21-jre (digest sha256:{hexs(64)}): 0 critical, 3 high.",
    )
    r.add(
        "commit_sha",
        f"The hotfix is {hexs(40)} on release/2025.03, cherry-picked to main as {hexs(12)}.",
        f"Compare https://bitbucket.{D}/projects/PLAT/repos/terraform-aws/compare/diff?sourceBranch={hexs(40)}&targetBranch=refs/heads/main",
        f"git log --oneline -3\n{hexs(9)} (HEAD -> main) bump helm chart to 4.2.1\n{hexs(9)} PLAT-2231 add KMS key policy\n{hexs(9)} Merge pull request #418",
    )
    r.add(
        "helm_chart_digest",
        f"Chart.lock:\ndependencies:\n- name: postgresql\n  repository: oci://harbor.{D}/charts\n  version: 15.5.20\ndigest: sha256:{hexs(64)}\ngenerated: \"2025-03-04T10:21:33.118+01:00\"",
        f"helm pull oci://harbor.{D}/charts/ledger --version 4.2.1\nPulled: harbor.{D}/charts/ledger:4.2.1\nDigest: sha256:{hexs(64)}",
    )
    r.add(
        "uuid_url",
        f"Runbook: https://confluence.{D}/pages/viewpage.action?pageId={digits(9, True)} (restore Vault from raft snapshot)",
        f"Azure DevOps run https://dev.azure.example/acme-fra/platform/_build/results?buildId={digits(6, True)}&view=logs&j={uid()}&t={uid()}",
        f"The Grafana panel is https://grafana.{D}/d/{rnd(ALNUM, 9)}/kafka-lag?orgId=1&var-cluster=fra-prod&viewPanel={secrets.randbelow(40) + 2}",
    )
    r.add(
        "request_id",
        f"S3 PUT failed: x-amz-request-id: {rnd(UPPER + DIGITS, 16)}, x-amz-id-2: {b64(secrets.token_bytes(57))}",
        f"Entra sign-in error AADSTS50076, Request Id: {uid()}, Correlation Id: {uid()}, Timestamp: 2025-03-05 07:41:12Z",
        f"gateway log: traceparent=00-{hexs(32)}-{hexs(16)}-01 x-request-id={uid()} status=502 upstream=ledger-api",
    )
    r.add(
        "cert_serial",
        f"openssl x509 -noout -serial -in ledger.crt\nserial={hexs(32).upper()}",
        f"Revoked on the issuing CA: Serial Number: {colon_hex(16).lower()} (key compromise drill, CHG00{digits(5)})",
        f"The CRL for ACME FRA Issuing CA 02 lists {secrets.randbelow(90) + 10} serials; the one for mq-client is {hexs(38)}.",
    )
    r.add(
        "cert_fingerprint",
        f"SHA256 Fingerprint={colon_hex(32)} for the new ingress cert",
        f"Pin for the mobile app: sha256/{b64(secrets.token_bytes(32))} (backup pin sha256/{b64(secrets.token_bytes(32))})",
        f"Thumbprint of the ADFS token-signing cert: {hexs(40).upper()}",
    )
    r.add(
        "pem_certificate",
        "Issuing CA 02 chain for the truststore:\n" + cert(300),
        cert(330),
    )
    r.add(
        "public_key_pem",
        f"cosign.pub for image verification:\n-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE{wrap(b64(secrets.token_bytes(64)))}\n-----END PUBLIC KEY-----",
        f"-----BEGIN PUBLIC KEY-----\n{wrap(rsa_pub_line(260))}\n-----END PUBLIC KEY-----",
    )
    r.add(
        "ssh_host_key",
        f"ssh-keyscan bastion-fra-01.{D}\nbastion-fra-01.{D} ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}\nbastion-fra-01.{D} ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 104)}",
        f"Host key changed on git.{D}; new fingerprint ED25519 SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"@cert-authority *.{D} ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} fra-host-ca",
    )
    r.add(
        "ssh_user_pubkey",
        f"Added to authorized_keys on the AIX boxes: ssh-rsa {ssh_pub('ssh-rsa', 270)} svc-backup@fra",
        f"GitLab deploy key (read-only): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} argocd@eks-fra-prod",
    )
    r.add(
        "jwks",
        json.dumps({"keys": [{"kty": "RSA", "kid": rnd(URLSAFE, 43), "use": "sig", "alg": "RS256", "n": b64u(secrets.token_bytes(256)), "e": "AQAB", "x5t": b64u(secrets.token_bytes(20))}]}),
        f"https://auth.{D}/realms/fra/protocol/openid-connect/certs returns " + json.dumps({"keys": [{"kty": "EC", "kid": hexs(16), "crv": "P-256", "x": b64u(secrets.token_bytes(32)), "y": b64u(secrets.token_bytes(32)), "use": "sig"}]}),
    )
    r.add(
        "dkim",
        f'sel2025._domainkey.acmebank.example. 3600 IN TXT "v=DKIM1; k=rsa; p={rsa_pub_line(200)}"',
        f"DKIM for the relay: k=ed25519; p={b64(secrets.token_bytes(32))} (selector fra-ed1)",
    )
    r.add(
        "saml_metadata",
        f'<md:KeyDescriptor use="signing">\n  <ds:KeyInfo>\n    <ds:X509Data>\n      <ds:X509Certificate>{cert_line(500)}</ds:X509Certificate>\n    </ds:X509Data>\n  </ds:KeyInfo>\n</md:KeyDescriptor>',
        f'IdP metadata from ADFS: entityID="http://adfs.{D}/adfs/services/trust", signing cert <X509Certificate>{cert_line(560)}</X509Certificate>, valid until 2027-01-14',
    )
    r.add(
        "terraform_var_ref",
        'password = var.db_password  # set via TF_VAR_db_password from the Jenkins credential',
        'master_password = random_password.aurora_master.result\nmanage_master_user_password = false\nkms_key_id = aws_kms_key.rds.arn',
        'client_secret = data.azurerm_key_vault_secret.sp_secret.value\nsensitive = true',
    )
    r.add(
        "gha_secret_ref",
        "env:\n  NEXUS_PASSWORD: ${{ secrets.NEXUS_PASSWORD }}\n  SONAR_TOKEN: ${{ secrets.SONAR_TOKEN }}",
        "- uses: docker/login-action@v3\n  with:\n    registry: harbor.acme.test\n    username: ${{ vars.HARBOR_ROBOT }}\n    password: ${{ secrets.HARBOR_ROBOT_SECRET }}",
        "Azure Pipelines: env: ARM_CLIENT_SECRET: $(armClientSecret)  # from the variable group vg-fra-prod, marked secret",
    )
    r.add(
        "op_ref",
        "DB_PASSWORD=op://Platform-FRA/ledger-db-prod/password and op run --env-file=.env -- ./migrate.sh",
        'op read "op://Break-Glass/aws-root-fra-prod/one-time password?attribute=otp" is how the on-call gets the code',
    )
    r.add(
        "vault_cli_ref",
        "vault kv get -mount=secret -field=password fra/ledger/db",
        f"VAULT_ADDR=https://vault.{D}:8200 vault read -field=certificate pki_int/cert/{colon_hex(20).lower().replace(':', '-')}",
        "vault write database/config/ledger plugin_name=postgresql-database-plugin connection_url='postgresql://{{username}}:{{password}}@pg-ledger-01:5432/ledger' username=vault-admin password=@/run/secrets/pg-vault",
    )
    r.add(
        "k8s_secret_ref",
        "env:\n- name: SPRING_DATASOURCE_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: ledger-db\n      key: password",
        "ExternalSecret ledger-db: remoteRef key fra/ledger/db property password, refreshInterval 1h, secretStoreRef vault-fra",
        "volumes:\n- name: kafka-creds\n  secret:\n    secretName: kafka-sasl-txn\n    defaultMode: 0400",
    )
    r.add(
        "ansible_lookup_ref",
        "ldap_bind_password: \"{{ lookup('community.hashi_vault.hashi_vault', 'secret=secret/data/fra/ldap:bind_password url=https://vault.fra.acme.internal:8200') }}\"",
        "ansible_become_password: \"{{ lookup('hashivault', 'secret/fra/linux', 'become') }}\"",
    )
    av = "\n".join("          " + hexs(80) for _ in range(4))
    r.add(
        "ansible_vault_block",
        f"postgres_admin_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n{av}",
        "$ANSIBLE_VAULT;1.2;AES256;prod\n" + "\n".join(hexs(80) for _ in range(5)),
        f"snmp_v3_auth_pass: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n          {hexs(80)}\n          {hexs(80)}\n          {hexs(56)}",
    )

    def enc(n: int) -> str:
        return f"ENC[AES256_GCM,data:{b64(secrets.token_bytes(n))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]"

    r.add(
        "sops_enc",
        f"db:\n    password: {enc(18)}\nsops:\n    kms:\n        - arn: arn:aws:kms:eu-central-1:{acct()}:key/{uid()}\n    lastmodified: \"2025-03-01T09:12:44Z\"\n    mac: {enc(32)}",
        f"SMTP_PASSWORD={enc(20)}",
        f"sops:\n    age:\n        - recipient: age1{rnd(BECH32, 58)}\n          enc: |\n            -----BEGIN AGE ENCRYPTED FILE-----\n            {b64(secrets.token_bytes(60))}\n            -----END AGE ENCRYPTED FILE-----",
    )
    r.add(
        "sealed_secret",
        f"kind: SealedSecret\nmetadata:\n  name: kafka-sasl-txn\n  namespace: payments\nspec:\n  encryptedData:\n    password: Ag{b64(secrets.token_bytes(380))}",
        f"kubeseal --cert https://sealed-secrets.{D}/v1/cert.pem -o yaml < secret.yaml > sealed.yaml  # encryptedData.token: Ag{b64(secrets.token_bytes(300))}",
    )
    r.add(
        "env_example",
        ".env.example for the ledger service:\nDATABASE_URL=postgresql://ledger_app:<password>@localhost:5432/ledger\nKAFKA_SASL_PASSWORD=\nJWT_SECRET=\nSMTP_PASSWORD=",
        "AZURE_CLIENT_ID=00000000-0000-0000-0000-000000000000\nAZURE_CLIENT_SECRET=changeme\nAZURE_TENANT_ID=00000000-0000-0000-0000-000000000000",
        "local dev only (docker-compose.dev.yml): POSTGRES_PASSWORD: postgres, RABBITMQ_DEFAULT_PASS: guest, MINIO_ROOT_PASSWORD: minioadmin",
    )
    r.add(
        "masked_log",
        f"[INFO] Connecting to jdbc:postgresql://pg-ledger-01.{D}:5432/ledger?user=ledger_app&password=******** (pool size 20)",
        f"Jenkins console: + curl -u svc-nexus-deploy:**** https://nexus.{D}/service/rest/v1/components?repository=releases\n[Pipeline] // withCredentials",
        f"2025-03-05T08:14:22.871+01:00 DEBUG o.a.k.c.s.a.SaslClientAuthenticator - sasl.jaas.config=[hidden] username=svc-txn-stream session={hexs(16)}",
    )
    r.add(
        "tfstate_id",
        f"terraform state show aws_db_instance.ledger\n    arn                 = \"arn:aws:rds:eu-central-1:{acct()}:db:ledger-prod\"\n    id                  = \"db-{rnd(UPPER + DIGITS, 26)}\"\n    password            = (sensitive value)\n    resource_id         = \"db-{rnd(UPPER + DIGITS, 26)}\"",
        f"terraform import aws_security_group.ledger_api sg-0{hexs(16)} && terraform import aws_subnet.private_a subnet-0{hexs(16)}",
        f"module.eks.aws_eks_cluster.this[0]: id=fra-prod-eks, vpc_config.vpc_id=vpc-0{hexs(16)}, cluster_security_group_id=sg-0{hexs(16)}",
    )
    r.add(
        "azure_resource_id",
        f"/subscriptions/{uid()}/resourceGroups/rg-fra-ledger-prod/providers/Microsoft.KeyVault/vaults/kv-fra-ledger-prod",
        f"az role assignment create --assignee-object-id {uid()} --role \"Key Vault Secrets User\" --scope /subscriptions/{uid()}/resourceGroups/rg-fra-sec",
        f"The private endpoint pe-sql-fra-02 has NIC /subscriptions/{uid()}/resourceGroups/rg-fra-net/providers/Microsoft.Network/networkInterfaces/pe-sql-fra-02.nic.{uid()}",
    )
    r.add(
        "gcp_project",
        f"acme-fra-risk is project number {digits(12, True)}; the default compute SA is {digits(12, True)}-compute@developer.gserviceaccount.com",
        f"workload_identity_provider: projects/{digits(12, True)}/locations/global/workloadIdentityPools/github-fra/providers/github",
        f"gcloud projects describe acme-fra-logs\nlifecycleState: ACTIVE\nname: acme-fra-logs\nprojectId: acme-fra-logs\nprojectNumber: '{digits(12, True)}'",
    )
    r.add(
        "change_ticket",
        f"CHG00{digits(5)} approved by CAB for Saturday 06:00 CET: rotate the ledger DB credentials (RITM00{digits(5)}).",
        f"INC00{digits(5)} / PLAT-{secrets.randbelow(4000) + 1000}: Kafka consumer lag on txn-events, root cause in PR #{secrets.randbelow(900) + 100}.",
        f"Emergency change ECHG-{digits(7)} closed; evidence uploaded to GRC record GRC-{rnd(UPPER + DIGITS, 8)}.",
    )
    r.add(
        "cve",
        f"CVE-2024-{digits(5, True)} (CVSS 9.8) affects our spring-security 6.2.1; GHSA-{rnd('23456789cfghjmpqrvwx', 4)}-{rnd('23456789cfghjmpqrvwx', 4)}-{rnd('23456789cfghjmpqrvwx', 4)} has the fix range.",
        f"Trivy: CVE-2025-{digits(4, True)} HIGH in libexpat1 2.5.0-1 (fixed in 2.5.0-1+deb12u1) on image sha256:{hexs(12)}",
        f"Patched CVE-2023-44487 (HTTP/2 rapid reset) on the ingress controllers; tracking in VULN-{digits(4, True)}.",
    )
    r.add(
        "version_string",
        f"EKS 1.29.10-eks-{hexs(7)}, containerd 1.7.22, kernel 5.10.{secrets.randbelow(200) + 100}-{secrets.randbelow(200) + 100}.amzn2.x86_64",
        f"Build 2025.03.{digits(1, True)}-rc.{secrets.randbelow(9) + 1}+g{hexs(8)} deployed to fra-int; previous was 2025.02.14+g{hexs(8)}.",
        f"Vault v1.15.{secrets.randbelow(9)} ({hexs(40)}), built 2024-11-{secrets.randbelow(18) + 10}T12:00:00Z",
    )
    r.add(
        "cron",
        "Jenkins trigger: cron('H H(0-4) * * 1-5') for the nightly dependency scan",
        "schedule: \"*/15 6-20 * * 1-5\"  # reconciliation CronJob, Frankfurt business hours",
        "0 3 * * 0 /opt/scripts/rotate-logs.sh >> /var/log/rotate.log 2>&1",
    )
    r.add(
        "base64_config",
        f"binaryData:\n  logback.xml: {b64(b'<configuration><root level=' + pick(b'INFO', b'WARN') + b'><appender-ref ref=JSON/></root></configuration>')}",
        "The feature flag blob from the config service: " + b64(json.dumps({"instantPayments": True, "sepaBatchSize": secrets.randbelow(900) + 100, "region": "eu-central-1"}).encode()),
        f"Annotation kubectl.kubernetes.io/last-applied-configuration was base64 {b64(json.dumps({'apiVersion': 'v1', 'kind': 'ConfigMap', 'metadata': {'name': 'ledger-config'}, 'data': {'LOG_LEVEL': 'INFO', 'TZ': 'Europe/Berlin'}}).encode())}",
    )
    r.add(
        "jenkins_ref",
        "withCredentials([usernamePassword(credentialsId: 'nexus-deploy', usernameVariable: 'NEXUS_USER', passwordVariable: 'NEXUS_PASS')]) {\n  sh 'mvn -s settings.xml deploy'\n}",
        "environment {\n  SONAR_TOKEN = credentials('sonar-fra-token')\n  KUBECONFIG = credentials('kubeconfig-eks-fra-prod')\n}",
        f"credentialsId '{uid()}' (ssh key for bitbucket) is still referenced by 14 jobs; see the Credentials Usage report.",
    )
    r.add(
        "maven_placeholder",
        "<server>\n  <id>acme-releases</id>\n  <username>${env.NEXUS_USER}</username>\n  <password>${env.NEXUS_PASS}</password>\n</server>",
        "settings-security.xml is not used any more; the <password> in settings.xml now reads ${env.MAVEN_REPO_PASSWORD} which Jenkins injects.",
    )
    r.add(
        "nuget_placeholder",
        '<add key="Username" value="az" />\n<add key="ClearTextPassword" value="%NUGET_FEED_PAT%" />',
        "dotnet nuget update source acme-internal --username az --password $(System.AccessToken) --store-password-in-clear-text  # runs only inside the pipeline",
    )
    r.add(
        "docker_credstore",
        json.dumps({"auths": {f"harbor.{D}": {}, "ghcr.io": {}}, "credsStore": "desktop", "credHelpers": {f"{acct()}.dkr.ecr.eu-central-1.amazonaws.com": "ecr-login"}}, indent=2),
        f"docker login harbor.{D} -u 'robot$fra-ci' --password-stdin < /run/secrets/harbor_robot",
    )
    r.add(
        "aws_config_sso",
        f"[profile fra-prod-admin]\nsso_session = acme\nsso_account_id = {acct()}\nsso_role_name = PlatformAdmin\nregion = eu-central-1\n[sso-session acme]\nsso_start_url = https://d-{hexs(10)}.awsapps.example/start",
        f"[profile fra-audit]\nrole_arn = arn:aws:iam::{acct()}:role/SecurityAudit\nsource_profile = fra-prod-admin\ncredential_process = aws-vault export --format=json fra-prod-admin",
    )
    r.add(
        "kube_exec",
        f"clusters:\n- cluster:\n    certificate-authority-data: {b64(cert(240).encode())}\n    server: https://{hexs(32).upper()}.gr7.eu-central-1.eks.amazonaws.com\n  name: eks-fra-prod\nusers:\n- name: eks-fra-prod\n  user:\n    exec: {{apiVersion: client.authentication.k8s.io/v1beta1, command: aws, args: [eks, get-token, --cluster-name, eks-fra-prod]}}",
        f"users:\n- name: aks-fra-01\n  user:\n    exec:\n      command: kubelogin\n      args: [get-token, --login, azurecli, --server-id, {uid()}]",
    )
    r.add(
        "helm_existing_secret",
        "postgresql:\n  auth:\n    existingSecret: ledger-db\n    secretKeys:\n      adminPasswordKey: postgres-password\n      userPasswordKey: password",
        "redis:\n  auth:\n    enabled: true\n    existingSecret: redis-auth\n    existingSecretPasswordKey: redis-password",
    )
    r.add(
        "pgp_public",
        f"Release signing key: pub ed25519 2024-05-02 [SC] {groups(hexs(40).upper(), 4)} uid ACME FRA Release <release@acme.test>",
        f"-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEZ{wrap(b64(secrets.token_bytes(150)))}\n={rnd(B64, 4)}\n-----END PGP PUBLIC KEY BLOCK-----",
    )
    r.add(
        "age_recipient",
        f".sops.yaml:\ncreation_rules:\n  - path_regex: overlays/fra-prod/.*\n    age: age1{rnd(BECH32, 58)},age1{rnd(BECH32, 58)}",
        f"My age recipient for sending me files: age1{rnd(BECH32, 58)}",
    )
    r.add(
        "vault_status",
        f"vault status\nSeal Type               shamir\nInitialized             true\nSealed                  false\nTotal Shares            5\nThreshold               3\nVersion                 1.15.6\nCluster ID              {uid()}\nHA Mode                 active",
        f"vault operator raft list-peers\nNode        Address                     State     Voter\nvault-0     vault-0.{D}:8201     leader    true\nvault-1     vault-1.{D}:8201     follower  true\n# node ids: {uid()}, {uid()}",
    )
    r.add(
        "ldap_listing",
        f"dn: CN=svc-jenkins,OU=ServiceAccounts,DC=fra,DC=acme,DC=internal\nobjectGUID:: {b64(secrets.token_bytes(16))}\nobjectSid:: {b64(secrets.token_bytes(28))}\npwdLastSet: 13{digits(16)}\nuserAccountControl: 66048",
        "ldapsearch -H ldaps://ad-fra-01.fra.acme.internal -Y GSSAPI -b OU=Groups,DC=fra,DC=acme,DC=internal '(cn=G-PLAT-*)' member",
    )
    r.add(
        "snmp_oid",
        f"snmpwalk -v3 -l authPriv -u librenms ... 1.3.6.1.4.1.9.9.109.1.1.1.1.8; engineID 0x80000009030{hexs(12).upper()}",
        f"LibreNMS polls 1.3.6.1.2.1.2.2.1.10.{secrets.randbelow(60) + 1} (ifInOctets) on core-sw-fra-01 every 300s; sysObjectID 1.3.6.1.4.1.9.1.{secrets.randbelow(3000)}",
    )
    r.add(
        "hsm_slots",
        f"pkcs11-tool -L\nSlot 0 (0x0): Luna K7\n  token label        : PAR-FRA-SIGN\n  token manufacturer : SafeNet, Inc.\n  token model        : ProtectServer\n  token serial       : {digits(10, True)}\n  token flags        : login required, rng, token initialized, PIN initialized",
        f"HSM cluster cluster-{rnd(LOWER + DIGITS, 11)} has hsm-{rnd(LOWER + DIGITS, 11)} in eu-central-1a and hsm-{rnd(LOWER + DIGITS, 11)} in eu-central-1b (state ACTIVE).",
    )
    r.add(
        "keystore_listing",
        f"keytool -list -v -keystore ledger.p12\nAlias name: ledger-api\nEntry type: PrivateKeyEntry\nSerial number: {hexs(32)}\nSHA256: {colon_hex(32)}\nSignature algorithm name: SHA256withRSA",
        f"truststore.jks has 4 entries: acme-root-ca ({colon_hex(20)}), acme-issuing-02, digicert-g2, isrg-root-x1",
    )
    r.add(
        "kafka_ids",
        f"kafka-storage.sh random-uuid gave {b64u(secrets.token_bytes(16))}; cluster.id in meta.properties matches on all 3 brokers.",
        f"GROUP          TOPIC        PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG  CONSUMER-ID\nfraud-scorer   txn-events   3          {digits(8, True)}        {digits(8, True)}        {secrets.randbelow(999)}  consumer-fraud-scorer-1-{uid()}",
    )
    r.add(
        "redis_info",
        f"# Replication\nrole:master\nconnected_slaves:2\nmaster_replid:{hexs(40)}\nmaster_replid2:0000000000000000000000000000000000000000\nmaster_repl_offset:{digits(9, True)}",
        f"redis-cli INFO server | grep run_id -> run_id:{hexs(40)} (restarted after the kernel patch)",
    )
    r.add(
        "rabbitmq_names",
        f"Orphaned exclusive queues: amq.gen-{b64u(secrets.token_bytes(16))}, amq.gen-{b64u(secrets.token_bytes(16))}",
        f"rabbitmqctl cluster_status: rabbit@mq-fra-01, rabbit@mq-fra-02; cluster name rabbit@mq-fra-01.{D}; the stuck consumer tag is ctag-{b64u(secrets.token_bytes(16))}",
    )
    r.add(
        "dns_record",
        f"_443._tcp.ledger.acmebank.example. IN TLSA 3 1 1 {hexs(64)}",
        f"DS record for acmebank.example: 2371 13 2 {hexs(64).upper()}",
        f"acmebank.example. CAA 0 issue \"pki.acme.test\"; TXT \"google-site-verification={rnd(URLSAFE, 43)}\"",
    )
    r.add(
        "webhook_delivery",
        f"X-GitHub-Delivery: {uid()}\nX-GitHub-Event: push\nX-Hub-Signature-256: sha256={hexs(64)}",
        f"The webhook delivery {uid()} to jenkins-fra-02 failed with 403; redelivered as {uid()}.",
    )
    r.add(
        "ad_identifier",
        f"Group G-PLAT-ADM has SID S-1-5-21-{digits(10, True)}-{digits(10, True)}-{digits(10, True)}-{secrets.randbelow(90000) + 1100} and objectGUID {uid()}",
        f"Entra group {uid()} (sg-fra-platform) is assigned to the app registration with appId {uid()} and objectId {uid()}.",
    )
    r.add(
        "asset_serial",
        f"HSM appliance serial {digits(6, True)}, firmware 7.8.4; server service tag {rnd(UPPER + DIGITS, 7)}, iDRAC MAC {mac(upper=True)}",
        f"YubiKey 5 NFC serial {digits(8, True)} issued to m.keller for the break-glass account (asset tag FRA-IT-{digits(6)})",
    )
    return r


def main() -> None:
    write_corpora("make_heldout36.py", [
        ("heldout36_credentials.yaml", credentials(), "batch 36 (Frankfurt bank platform and security engineer), written blind; every value synthetic"),
        ("heldout36_lookalikes.yaml", lookalikes(), "batch 36 look-alikes: ARNs, digests, fingerprints, public keys, encrypted values and secret references, written blind"),
    ])


if __name__ == "__main__":
    main()
