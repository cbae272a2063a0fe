# ruff: noqa: E501
"""Writes heldout311_credentials.yaml and heldout311_lookalikes.yaml: held-out batch 311.

Persona: a PhD student in computational biology in Lyon who writes her notes in French with
lots of English jargon and lab shorthand. She keeps the SLURM cluster password and her SSH key
passphrase, Galaxy and NCBI API keys, a Hugging Face token, a Weights & Biases key, the lab's
shared OMERO and ELN logins, the freezer alarm PIN, the lab door code and her eduroam
password; and many look-alikes: SLURM job ids, SRA/GEO/PDB/UniProt accessions, DOIs, ORCID
iDs, sample barcodes, plate ids, commit hashes, conda lock hashes, FASTQ md5 checksums, SSH
public keys, Hugging Face model ids and revisions.

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
    anthropic_key,
    app_password,
    aws_key_id,
    aws_secret,
    b64,
    digits,
    groups,
    hexs,
    openai_project_key,
    openssh_private,
    orcid,
    pem,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

MOTS = [
    "pipette", "tampon", "centrifugeuse", "glace", "souris", "levure", "agarose", "colonne",
    "plasmide", "rhone", "saone", "fourviere", "bouchon", "quenelle", "praline", "velo",
    "croissant", "ribosome", "confocal", "paillasse", "eprouvette", "moustique", "tilleul",
]
ACGT = "ACGT"


def words(n: int, sep: str = " ") -> str:
    return phrase(MOTS, n, sep)


def hf_token() -> str:
    return "hf_" + rnd(ALNUM, 34)


def github_pat() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def github_fine_grained() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def gitlab_pat() -> str:
    return "glpat-" + rnd(URLSAFE, 20)


def docker_pat() -> str:
    return "dckr_pat_" + rnd(URLSAFE, 27)


def elab_key() -> str:
    return f"{secrets.randbelow(40) + 1}-{hexs(84)}"


def tower_token() -> str:
    return b64(f'{{"tid":{digits(4, True)},"secret":"{hexs(40)}"}}'.encode())


def plain_pw() -> str:
    return rnd(ALNUM, pick(16, 18, 20))


def job() -> int:
    return int(digits(7, True))


def seq(n: int) -> str:
    return "".join(secrets.choice(ACGT) for _ in range(n))


def uniprot() -> str:
    return f"{pick('P', 'Q', 'O')}{secrets.randbelow(10)}{rnd(UPPER + DIGITS, 3)}{secrets.randbelow(10)}"


def pdb() -> str:
    return f"{secrets.randbelow(9) + 1}{rnd(UPPER + DIGITS, 3)}"


def ensg() -> str:
    return "ENSG" + digits(11)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "slurm_cluster_password",
        f"Mdp cluster SLURM (login cvernier@login.hpc.acme.internal) : {pw()}",
        f"hpc passwd changé aujourd'hui -> {pw()}  (l'ancien expire, penser à maj le keyring)",
        f"Cluster calcul\nuser: cvernier\npass: {plain_pw()}\npartition par défaut: cascade",
        f"rappel: le mot de passe du compte calcul c'est {pw()}, pas celui de l'ENT !!",
        f"ssh cvernier@login.hpc.acme.internal / pwd {pw()} (pas de 2FA depuis le réseau interne)",
        f"nouveau compte sur le cluster du CC: identifiant cvernier2, mdp provisoire {plain_pw()} à changer au 1er login",
    )
    r.add(
        "ssh_key_passphrase",
        f"passphrase clé ssh id_ed25519 (laptop) : {words(4, '-')}",
        f"Passphrase de ma clé SSH pour le cluster = « {words(5)} »",
        f"id_rsa_hpc -> passphrase: {pw()}",
        f"ssh-add ~/.ssh/id_ed25519_cluster   (passphrase {words(3, '')}{digits(2)})",
        f"la phrase de passe de la clé du serveur de séquençage: {words(3, '.')}.{digits(3)}",
    )
    r.add(
        "ssh_private_key",
        f"clé privée du compte de service du pipeline (à remettre dans ~/.ssh/id_ed25519_pipeline):\n{openssh_private()}",
        f"backup de ma clé du cluster au cas où le laptop meurt:\n{openssh_private()}",
        f"deploy key du repo snakemake (privée, read-only):\n{pem('RSA PRIVATE KEY', 6)}",
        f"{openssh_private()}\n^ clé du runner gitlab, NE PAS perdre",
    )
    r.add(
        "galaxy_api_key",
        f"Galaxy API key (usegalaxy.example) : {hexs(32)}",
        f"clé API galaxy du labo -> {hexs(32)} (User > Preferences > Manage API key)",
        f"bioblend:\ngi = GalaxyInstance('https://galaxy.lab.internal', key='{hexs(32)}')",
        f"GALAXY_API_KEY={hexs(32)}",
        f"planemo workflow_upload --galaxy_url https://galaxy.lab.internal --galaxy_user_key {hexs(32)} rnaseq.ga",
        f"galaxy key du compte 'formation' (pour le TP GTN de mars): {hexs(32)}",
    )
    r.add(
        "ncbi_api_key",
        f"NCBI api_key: {hexs(36)}",
        f'Entrez.email = "cvernier@univ-acme.example"\nEntrez.api_key = "{hexs(36)}"  # 10 req/s au lieu de 3',
        f"export NCBI_API_KEY={hexs(36)} (pour esearch/efetch et datasets download)",
        f"clé E-utilities perso: {hexs(36)}",
        f"ma clé ncbi (compte MyNCBI lié à l'ORCID) {hexs(36)}",
    )
    r.add(
        "huggingface_token",
        f"HF token (write) : {hf_token()}",
        f"huggingface-cli login --token {hf_token()}",
        f"token hugging face read-only pour le cluster: {hf_token()}",
        f"HF_TOKEN={hf_token()}\nHF_HOME=/scratch/cvernier/hf_cache",
        f'from huggingface_hub import login\nlogin(token="{hf_token()}")',
        f"tok HF fine-grained (accès au repo privé acme-lab/esm2-cas9-ft) : {hf_token()}",
        f"hugginface tokn pr les gated models (llama pr l'annot) {hf_token()}",
    )
    r.add(
        "wandb_api_key",
        f"wandb key: {hexs(40)}",
        f"WANDB_API_KEY={hexs(40)} à mettre dans le sbatch avant python train.py",
        f"wandb login --host https://wandb.acme.internal {hexs(40)}",
        f"clé W&B du compte équipe (entity acme-lab) -> {hexs(40)}",
        f"~/.netrc du noeud gpu\nmachine wandb.acme.internal\n  login user\n  password {hexs(40)}",
        f"Weights and Biases API key perso {hexs(40)} (pas celle de l'équipe)",
    )
    r.add(
        "omero_shared_login",
        f"OMERO (omero.lab.internal:4064) user: equipe_imagerie / mdp: {pw()}",
        f"login omero partagé du labo -> labshared / {pw()}",
        f"omero login -s omero.lab.internal -u labshared -w {plain_pw()}",
        f"OMERO.web identifiants de la plateforme imagerie\nutilisateur : microscopie\nmot de passe : {pw()}",
        f"le mdp omero a changé (Julien l'a reset ce matin): {pw()}",
        f"omero import -s omero.lab.internal -u cvernier -w '{pw()}' -d 2154 ./confocal/*.czi",
    )
    r.add(
        "eln_shared_login",
        f"ELN du labo (eln.lab.internal) compte partagé: labo_bioinfo / {pw()}",
        f'cahier de labo électronique -> identifiant commun "manip", mot de passe {pw()}',
        f"eLabFTW login admin équipe: admin-equipe@lab.example / {pw()}",
        f"ELN: user=stagiaires pwd={plain_pw()} (pour les M2)",
        f"mdp ELN (compte perso) {pw()}",
    )
    r.add(
        "eln_api_key",
        f"eLabFTW API key (lecture+écriture) : {elab_key()}",
        f"curl -H 'Authorization: {elab_key()}' https://eln.lab.internal/api/v2/items",
        f"token API de l'ELN pour le script d'export hebdo: {elab_key()}",
        f'ELAB_API_KEY="{elab_key()}"',
    )
    r.add(
        "freezer_alarm_pin",
        f"code PIN alarme congélateur -80 (salle 214) : {digits(4)}",
        f"Pour couper l'alarme du -80 : taper {digits(4)} puis #",
        f"PIN centrale d'alarme freezers = {digits(4)} (ne pas donner aux stagiaires)",
        f"alarme congel -80 qui bipe -> code {digits(4)}, puis appeler l'astreinte",
        f"Freezer alarm PIN (Thermo, rack B) : {digits(6)}",
        f"-80 du couloir: pin désarmement {digits(4)}",
    )
    r.add(
        "lab_door_code",
        f"code porte labo: {digits(4)}{pick('A', 'B', '#')}",
        f"digicode bâtiment: {digits(5)}",
        f"code de la porte de la salle de culture: {digits(4)} (changé en janvier)",
        f"Door code L2 lab (P2) -> {digits(6)}",
        f"code porte animalerie {pick('A', 'B')}{digits(4)} + badge",
        f"porte du couloir 3e étage le WE: code {digits(4)}*",
    )
    r.add(
        "eduroam_password",
        f"eduroam: cvernier@univ-acme.example / {pw()}",
        f"mdp eduroam (Renater) : {pw()}",
        f"wifi eduroam -> identité cvernier@univ-acme.example, mot de passe {pw()}, PEAP/MSCHAPv2",
        f"le mot de passe eduroam n'est PAS celui de l'ENT: c'est {plain_pw()}",
        f'wpa_supplicant.conf (raspberry du labo)\nnetwork={{\n  ssid="eduroam"\n  key_mgmt=WPA-EAP\n  identity="cvernier@univ-acme.example"\n  password="{plain_pw()}"\n}}',
        f"eduroam tel perso : {pw()}",
    )
    r.add(
        "university_sso_password",
        f"ENT / CAS univ: cvernier  {pw()}",
        f"mdp compte Sésame (ENT, mail, Moodle): {pw()}",
        f"nouveau mot de passe ENT après le reset obligatoire -> {pw()}",
        f"login CAS: cvernier / {plain_pw()}  (expire dans 6 mois)",
    )
    r.add(
        "github_token",
        f"GitHub PAT (scope repo) pour push depuis le cluster: {github_pat()}",
        f"git remote set-url origin https://cvernier:{github_pat()}@github.acme.internal/acme-lab/scrnaseq-pipeline.git",
        f"GH_TOKEN={github_pat()}",
        f"token github fine-grained (acme-lab/thesis-code, expire dans 90j) : {github_fine_grained()}",
        f"gh auth login --with-token <<< {github_pat()}",
    )
    r.add(
        "gitlab_token",
        f"GitLab PAT (gitlab.acme.internal, api + read_registry) : {gitlab_pat()}",
        f"CI variable à recréer: REGISTRY_TOKEN = {gitlab_pat()}",
        f"docker login registry.gitlab.acme.internal -u cvernier -p {gitlab_pat()}",
        f"token gitlab du labo {gitlab_pat()} (scope read_repository)",
    )
    r.add(
        "lims_database_url",
        f"postgresql://lims_rw:{plain_pw()}@db.lab.internal:5432/lims",
        f"DATABASE_URL=postgres://samples_app:{plain_pw()}@pg.acme.internal/samples",
        f"base MySQL du séquenceur: mysql -h seqdb.lab.internal -u seqread -p'{pw()}' runs",
        f'psql "host=db.lab.internal dbname=metadata user=cvernier password={plain_pw()}"',
    )
    r.add(
        "object_storage_keys",
        f"MinIO du labo (s3.lab.internal)\naccess key: {rnd(UPPER + DIGITS, 20)}\nsecret key: {rnd(ALNUM, 40)}",
        f"~/.aws/credentials\n[default]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\n# bucket fastq-archive-acme",
        f"rclone config: type=s3 provider=Minio endpoint=https://s3.lab.internal access_key_id={rnd(UPPER + DIGITS, 20)} secret_access_key={rnd(B64, 40)}",
        f"clés S3 du stockage objet de la plateforme (bucket imaging-raw) : AK {aws_key_id()} / SK {aws_secret()}",
    )
    r.add(
        "zenodo_token",
        f"Zenodo token (deposit:write) : {rnd(ALNUM, 60)}",
        f"ZENODO_TOKEN={rnd(ALNUM, 60)}",
        f"token zenodo pour l'upload des données de thèse: {rnd(ALNUM, 60)}",
        f'curl -H "Authorization: Bearer {rnd(ALNUM, 60)}" https://zenodo.example/api/deposit/depositions',
    )
    r.add(
        "jupyterhub_token",
        f"token JupyterHub (jupyter.hpc.acme.internal) pour l'API: {hexs(32)}",
        f"jupyter lab lancé sur le noeud gpu: http://127.0.0.1:8888/lab?token={hexs(48)}",
        f"JUPYTERHUB_API_TOKEN={hexs(32)}",
        f"api token jupyterhub (service nbgrader du TP) -> {hexs(32)}",
    )
    r.add(
        "rstudio_server_password",
        f"RStudio Server (rstudio.lab.internal) cvernier / {pw()}",
        f"mdp rstudio du serveur stats: {pw()}",
        f"RStudio: compte 'tp_m1' mot de passe {plain_pw()} pour les TP de M1",
        f"singularity exec --env PASSWORD='{plain_pw()}' rstudio.sif rserver --auth-none=0 --www-port=8787",
    )
    r.add(
        "kaggle_api_key",
        f'kaggle.json:\n{{"username":"cvernier","key":"{hexs(32)}"}}',
        f"KAGGLE_USERNAME=cvernier\nKAGGLE_KEY={hexs(32)}",
        f"clé API kaggle (compétition single-cell) : {hexs(32)}",
    )
    r.add(
        "openai_api_key",
        f"clé OpenAI du projet (budget labo 50€/mois) : {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"openai key pour le script d'annotation des abstracts -> {openai_project_key()}",
        f'client = OpenAI(api_key="{openai_project_key()}")',
    )
    r.add(
        "anthropic_api_key",
        f"ANTHROPIC_API_KEY={anthropic_key()}",
        f"clé Claude API (crédits du projet ANR) : {anthropic_key()}",
        f"Anthropic key pour le benchmark de résumés {anthropic_key()}",
    )
    r.add(
        "sequencing_portal_password",
        f"portail plateforme séquençage (seq.acme.internal) : cvernier / {pw()}",
        f"LIMS plateforme NGS -> mdp {pw()}",
        f"compte commande séquençage (compte équipe) equipe_rna@lab.example / {pw()}",
        f"Identifiants plateforme génomique\nlogin : grp_epigen\nmdp : {plain_pw()}",
    )
    r.add(
        "sftp_delivery_password",
        f"sftp livraison données: sftp proj{digits(4)}@delivery.seq.acme.internal  mdp: {plain_pw()}",
        f"Les FASTQ du run sont sur le SFTP, user 'proj_{digits(4)}' password '{pw()}' (valable 30 jours)",
        f"lftp -u proj_{digits(4)},{plain_pw()} sftp://sftp.seq.acme.internal",
        f"mot de passe du lien de téléchargement des données brutes (plateforme) : {pw()}",
    )
    r.add(
        "mail_app_password",
        f"mot de passe d'application Thunderbird (mail univ) : {app_password()}",
        f"app password gmail pour les notifs snakemake : {app_password()}",
        f"SMTP: smtp.univ-acme.example:587 user cvernier pass {pw()}",
        f"mdp appli mail sur le téléphone: {app_password()}",
    )
    r.add(
        "vpn_password",
        f"VPN univ (FortiClient) cvernier / {pw()}",
        f"openconnect vpn.univ-acme.example -u cvernier  -> pass {pw()}",
        f"mdp VPN labo pour accéder au cluster depuis chez moi: {plain_pw()}",
        f"clé pré-partagée VPN IPsec (PSK) du site de Gerland : {rnd(ALNUM, 32)}",
    )
    r.add(
        "totp_seed",
        f"seed TOTP du compte cluster (si je perds le tel) : {rnd(BASE32, 32)}",
        f"otpauth://totp/HPC:cvernier?secret={rnd(BASE32, 32)}&issuer=HPC-Acme",
        f"secret 2FA GitHub (clé de config manuelle) : {groups(rnd(BASE32, 32).lower(), 4)}",
        f"code de config authenticator ENT: {rnd(BASE32, 16)}",
    )
    r.add(
        "recovery_codes",
        f"codes de récupération GitHub:\n{recovery_codes(8, 'github')}",
        f"backup codes HF 2FA\n{recovery_codes(6, 'alnum')}",
        f"codes de secours Google (compte labo) : {recovery_codes(5, 'digits')}",
        f"recovery codes ORCID 2FA\n{recovery_codes(6, 'other')}",
    )
    r.add(
        "docker_hub_token",
        f"docker hub PAT (push des images acmelab/*) : {docker_pat()}",
        f"echo {docker_pat()} | docker login -u acmelab --password-stdin",
        f"DOCKERHUB_TOKEN={docker_pat()}",
    )
    r.add(
        "seqera_platform_token",
        f"TOWER_ACCESS_TOKEN={tower_token()}",
        f"token Seqera Platform (tower.acme.internal) pour nextflow -with-tower : {tower_token()}",
        f"nextflow.config\ntower {{\n  accessToken = '{tower_token()}'\n  enabled = true\n}}",
    )
    r.add(
        "lab_wifi_password",
        f"wifi invités labo (SSID LAB-GUEST) : {pw()}",
        f"mdp wifi de la salle de réunion: {words(2, '')}{digits(4)}",
        f"wifi du microscope confocal (réseau isolé) WPA2 {rnd(ALNUM, 16)}",
    )
    r.add(
        "irods_password",
        f"iRODS (irods.lab.internal, zone labZone) cvernier / {pw()}",
        f"iinit -> host irods.lab.internal port 1247 user cvernier password {plain_pw()}",
        f"mdp iRODS du compte service archive: {pw()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    j = job()
    r.add(
        "slurm_job_id",
        f"job {job()} (salmon quant) a planté OOM, relancer avec --mem=64G",
        f"sacct -j {job()} --format=JobID,Elapsed,MaxRSS,State",
        f"array job {job()}_[1-96%10] = alignement STAR des 96 échantillons",
        f"squeue: {job()}  gpu  train_esm  cvernier  R  3:12:05  1  gpu-node07",
        f"scancel {j} {j + 1} {j + 2}",
        f"Submitted batch job {job()}  -> dependency afterok pour le job de merge",
    )
    s = int(digits(8, True))
    r.add(
        "sra_accession",
        f"données brutes: SRR{s} à SRR{s + 23} (BioProject PRJNA{digits(6, True)})",
        f"prefetch SRR{digits(8, True)} && fasterq-dump --split-files SRR{digits(8, True)}",
        f"runs ENA: ERR{digits(7, True)}, ERR{digits(7, True)}, ERR{digits(7, True)}",
        f"SRA: SRX{digits(8, True)} / SRR{digits(8, True)} (paired-end 2x150)",
        f"à télécharger pour la revue: DRR{digits(6, True)} (le dataset japonais)",
    )
    r.add(
        "geo_accession",
        f"GEO GSE{digits(6, True)} -> matrice de counts normalisée, pas les raw",
        f"échantillons contrôle: GSM{digits(7, True)}, GSM{digits(7, True)}",
        f"soumission GEO acceptée, accession GSE{digits(6, True)} (privé jusqu'à publication)",
        f"GPL{digits(5, True)} = plateforme NovaSeq 6000 Homo sapiens",
        f"reviewer a demandé GSE{digits(6, True)} en plus du nôtre",
    )
    r.add(
        "uniprot_accession",
        f"protéine cible UniProt {uniprot()} (isoforme {uniprot()}-2)",
        f"uniprot IDs à mapper vers Ensembl: {uniprot()}, {uniprot()}, {uniprot()}",
        f"https://rest.uniprot.example/uniprotkb/{uniprot()}.fasta",
        f"{uniprot()}_HUMAN = le domaine qu'on veut prédire avec AF2",
        f"accession Swiss-Prot pr le homologue levure: {uniprot()}",
    )
    r.add(
        "pdb_id",
        f"structure PDB {pdb()} (cryo-EM 2.8 Å) comme template",
        f"comparer avec {pdb()} et {pdb()}, RMSD < 1.5",
        f"pymol: fetch {pdb()}, async=0",
        f"PDB {pdb()} chaîne B = le ligand qui nous intéresse",
    )
    r.add(
        "doi",
        f"papier méthode: https://doi.org/10.1101/2024.0{secrets.randbelow(9) + 1}.{secrets.randbelow(18) + 10}.{digits(6, True)}",
        f"DOI du dataset: 10.5281/zenodo.{digits(8, True)}",
        f"citer 10.1038/s41592-0{digits(2)}-0{digits(4)}-{secrets.randbelow(10)} pour le clustering",
        f"doi:10.1093/bioinformatics/btad{digits(3)}",
        f"ref à ajouter dans Zotero -> 10.1186/s13059-0{digits(2)}-0{digits(4)}-{secrets.randbelow(10)}",
        f"doi du preprint à mettre dans la bio: 10.1101/2025.0{secrets.randbelow(9) + 1}.0{secrets.randbelow(9) + 1}.{digits(6, True)}",
    )
    r.add(
        "orcid_id",
        f"mon ORCID: {orcid()}",
        f"ORCID directrice de thèse = {orcid()}",
        f"https://orcid.example/{orcid()}",
        f"co-auteurs ORCID: {orcid()} ; {orcid()}",
    )
    r.add(
        "sample_barcode",
        f"index i7 {seq(8)} / i5 {seq(8)} pour S{secrets.randbelow(96) + 1:02d}",
        f"barcodes 10x: {seq(16)}-1 est la cellule outlier",
        f"échantillon LY-{digits(4)}-{rnd(UPPER, 2)}{digits(2)} = réplicat 2 condition hypoxie",
        f"sample sheet: S-2024-{digits(4)},{seq(10)},{seq(10)}",
        f"tube code-barre {digits(10, True)} dans la boîte 4 du -80",
    )
    r.add(
        "plate_id",
        f"plaque 384 n° PL{digits(6, True)} (screen CRISPR, run 3)",
        f"plate_id={rnd(UPPER + DIGITS, 8)} well=H12 -> contrôle négatif",
        f"plaque qPCR {pick('A', 'B')}{digits(5)} à relancer, Ct bizarres colonne 7",
        f"Opera Phenix: plaque {uid()[:8]} mesurée le {secrets.randbelow(28) + 1}/03",
    )
    r.add(
        "git_commit_hash",
        f"version du pipeline utilisée pour la thèse: commit {hexs(40)}",
        f"git checkout {hexs(7)}  # avant le refacto du QC",
        f"bug introduit dans {hexs(7)}, fix dans {hexs(7)}",
        f"tag v1.2.0 -> {hexs(40)}",
        f"nf-core/rnaseq -r 3.14.0 (revision {hexs(40)})",
    )
    r.add(
        "conda_env_hash",
        f"conda-lock.yml content_hash linux-64: {hexs(64)}",
        f"env scanpy_1.10 build hash {hexs(32)} (mamba env export --explicit)",
        f"https://conda.acme.internal/conda-forge/linux-64/numpy-1.26.4-py311h64a7726_0.conda#{hexs(32)}",
        f"snakemake conda env dans .snakemake/conda/{hexs(32)}_",
    )
    r.add(
        "fastq_md5",
        f"md5 R1: {hexs(32)}  S01_R1_001.fastq.gz",
        f"{hexs(32)}  S02_L001_R2_001.fastq.gz\n{hexs(32)}  S02_L001_R1_001.fastq.gz",
        f"md5sum -c checksums.md5 -> tout OK sauf S14 (attendu {hexs(32)})",
        f"checksum fourni par la plateforme pour le tar: {hexs(32)}",
        f"sha256 du bam final: {hexs(64)}",
        f"ENA demande md5 -> {hexs(32)} pour le fichier {seq(6)}_R2.fq.gz",
    )
    r.add(
        "ssh_public_key",
        f"ma clé publique pour le cluster (à coller dans authorized_keys):\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} cvernier@laptop",
        f"pub key du runner: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} runner@gitlab",
        f"ssh-rsa {ssh_pub('ssh-rsa', 260)} cvernier@workstation",
        f"clé publique envoyée à la DSI pour l'accès sftp: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
        f"authorized_keys du compte pipeline\necdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)} pipeline@ci",
    )
    r.add(
        "ssh_host_fingerprint",
        f"fingerprint login.hpc.acme.internal: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ED25519)",
        f"The authenticity of host 'gpu-node07' can't be established. ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"empreinte du serveur sftp à vérifier: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
    )
    r.add(
        "hf_model_revision",
        f"modèle: acme-lab/esm2-cas9-ft revision {hexs(40)}",
        f"from_pretrained('acme-lab/geneformer-ft', revision='{hexs(40)}')",
        f"HF dataset acme-lab/scrna-atlas @ {hexs(7)} (la version avant le dédoublonnage)",
        f"checkpoint pinné: acme-lab/protbert-lyon/commit/{hexs(40)}",
        f"modele zero-shot utilisé dans la fig 3 -> acme-lab/dnabert-small, sha {hexs(40)}",
    )
    r.add(
        "wandb_run_id",
        f"meilleur run W&B: acme-lab/esm-ft/runs/{rnd(LOWER + DIGITS, 8)} (val loss 0.412)",
        f"wandb sweep id {rnd(LOWER + DIGITS, 8)} -> lancer wandb agent sur 4 GPU",
        f"resume=must id={rnd(LOWER + DIGITS, 8)}",
        f"comparer runs {rnd(LOWER + DIGITS, 8)} vs {rnd(LOWER + DIGITS, 8)} (lr 1e-4 vs 3e-5)",
    )
    r.add(
        "ensembl_id",
        f"gènes DE top: {ensg()}, {ensg()}, {ensg()}",
        f"transcrit canonique ENST{digits(11)} (MANE select)",
        f"{ensg()}.{secrets.randbelow(20) + 1} enlevé car pseudo-gène",
        f"souris: ENSMUSG{digits(11)} = ortholog de notre gène",
    )
    r.add(
        "container_image_digest",
        f"image singularity: docker://quay.acme.internal/biocontainers/samtools@sha256:{hexs(64)}",
        f"digest de l'image du pipeline: sha256:{hexs(64)}",
        f"container id qui tourne sur le noeud: {hexs(12)}",
        f"apptainer cache: blob sha256:{hexs(64)} (1.2 GB, à nettoyer)",
    )
    r.add(
        "galaxy_dataset_id",
        f"Galaxy history id {hexs(16)} = analyse ChIP-seq H3K27ac",
        f"dataset galaxy {hexs(16)} (bam filtré) à partager avec Marc",
        f"workflow invocation {hexs(16)} échouée à l'étape MACS2",
        f"https://galaxy.lab.internal/datasets/{hexs(16)}/display?preview=True",
    )
    r.add(
        "eln_omero_link",
        f"protocole extraction ARN: https://eln.lab.internal/experiments.php?mode=view&id={digits(4, True)}",
        f"images confocales: https://omero.lab.internal/webclient/?show=dataset-{digits(5, True)}",
        f"ressource ELN (anticorps anti-GFP lot 3): https://eln.lab.internal/database.php?mode=view&id={digits(3, True)}&uuid={uid()}",
        f"OMERO figure: https://omero.lab.internal/figure/file/{digits(5, True)} (fig 2 du papier)",
    )
    r.add(
        "sequencing_run_id",
        f"run NovaSeq 24{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}_A0{digits(4)}_0{digits(3)}_A{rnd(UPPER + DIGITS, 5)}DRX{secrets.randbelow(10)}",
        f"flowcell H{rnd(UPPER + DIGITS, 4)}DSX{secrets.randbelow(10)} lane 2 = notre projet",
        f"MinION run: flowcell FAX{digits(5)}, run id {uid()}",
        f"demultiplexage bcl-convert du run {digits(6)}_NB{digits(6)}_0{digits(3)}_AH{rnd(UPPER + DIGITS, 7)}",
    )
    r.add(
        "password_policy_talk",
        "mdp ENT à changer avant le 30/06 (politique DSI: 12 caractères min, pas de réutilisation des 5 derniers)",
        "le mot de passe OMERO partagé est dans le KeePass de l'équipe, entrée 'OMERO labshared', demander à la gestionnaire",
        "rappel: ne JAMAIS mettre le token HF dans le notebook commité, passer par la variable d'env",
        "code alarme congélateur: c'est affiché dans le bureau de la responsable sécurité, pas dans le cahier",
        "la clé ssh a une passphrase maintenant (ssh-agent avec timeout 8h)",
        "le code porte change chaque trimestre, mail du secrétariat à venir",
    )
    r.add(
        "secret_reference",
        "HF_TOKEN: ${{ secrets.HF_TOKEN }} dans le workflow GitHub Actions",
        "export WANDB_API_KEY=$(pass show lab/wandb)",
        "vault kv get -field=password secret/lab/omero/labshared",
        "NCBI_API_KEY lu depuis ~/.config/ncbi/key (chmod 600)",
        "dans le sbatch: source ~/.secrets/env.sh (contient GALAXY_API_KEY et HF_TOKEN)",
        "keyring get eduroam cvernier",
        "password: !vault | ELN_PASSWORD (ansible-vault, fichier group_vars/eln.yml)",
    )
    r.add(
        "masked_secret",
        f"token HF actuel: hf_{'*' * 30}{rnd(ALNUM, 4)} (révoqué l'ancien)",
        f"clé W&B qui finit par ...{hexs(4)} = celle de l'équipe",
        "mdp cluster: ******** (dans KeePass)",
        f"GitHub PAT ghp_{'•' * 8} expiré le 12/05, en refaire un",
        f"galaxy key {hexs(4)}{'x' * 28} (masquée dans les logs)",
    )
    r.add(
        "security_settings",
        "ssh-keygen -t ed25519 -a 100 -C cvernier@laptop  (100 rounds KDF)",
        "token_lifetime=3600, refresh toutes les 50 min",
        "max_tokens=2048 temperature=0.2 pour l'annotation des abstracts",
        "rsa key length 4096, passphrase obligatoire selon la charte du CC",
        f"session OMERO timeout = {pick(600, 1800, 3600)} s",
    )
    r.add(
        "gpg_fingerprint",
        f"clé GPG pour signer les commits: {groups(hexs(40).upper(), 4)}",
        f"gpg --recv-keys {hexs(16).upper()}",
        f"empreinte de la clé publique de la plateforme (pour vérifier les archives): {groups(hexs(40).upper(), 4)}",
    )
    r.add(
        "oauth_client_id",
        f"ORCID public API client id: APP-{rnd(UPPER + DIGITS, 16)}",
        f"Globus client id (public) {uid()} pour le transfert vers le CC",
        f"client_id OAuth de l'app JupyterHub: {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.acme.example",
    )
    r.add(
        "tracking_number",
        f"colis carboglace UPS 1Z{rnd(UPPER + DIGITS, 16)} (échantillons de Montpellier)",
        f"suivi Chronopost {rnd(UPPER, 2)}{digits(9)}FR",
        f"FedEx tracking {digits(12, True)} - anticorps arrivent jeudi",
        f"DHL {digits(10, True)} -> plasmides Addgene",
    )
    r.add(
        "reagent_order_number",
        f"commande Sigma PO {digits(10, True)} (TRIzol + chloroforme)",
        f"bon de commande n° BC-2024-{digits(5)} validé par la gestionnaire",
        f"devis Thermo {digits(8, True)} pour les kits Qubit",
        f"réf catalogue {digits(5, True)}-{digits(3)} lot {rnd(UPPER + DIGITS, 7)} (Taq)",
    )
    r.add(
        "helpdesk_ticket",
        f"ticket DSI #{digits(6, True)} : accès au cluster bloqué après changement de mot de passe",
        f"GLPI {digits(7, True)} - quota /scratch dépassé",
        f"ticket support CC INC{digits(7)} : gpu-node07 en drain",
        f"demande d'ouverture de compte iRODS REQ{digits(6)} en attente",
    )
    r.add(
        "freezer_box_position",
        f"-80 n°2 rack {pick('A', 'B', 'C')} étagère {secrets.randbelow(5) + 1} boîte {secrets.randbelow(20) + 1} position {pick('A', 'B', 'C', 'D', 'E')}{secrets.randbelow(9) + 1}",
        f"aliquots ARN cvernier: congel -80 salle 214, boîte CV-{digits(3)}",
        f"azote liquide cuve 3, canne {secrets.randbelow(12) + 1}, cryotube {digits(6)}",
        f"stock plasmide pCV{digits(3)}: boîte glycérols, case {pick('A', 'B', 'C')}{secrets.randbelow(9) + 1}",
    )
    r.add(
        "hpc_node_partition",
        f"sbatch --partition=gpu --gres=gpu:a100:2 --reservation=these_cv_{digits(4)} train.sh",
        f"noeuds dispo: gpu-node[0{secrets.randbelow(9) + 1}-1{secrets.randbelow(9)}], cpu-node{digits(3)}",
        f"quota projet {rnd(LOWER, 4)}{digits(4)} : 50 000 h CPU, 2 000 h GPU",
    )
    r.add(
        "nextflow_session",
        f"nextflow run nf-core/rnaseq -resume {uid()}",
        f"run name: {pick('elegant', 'hungry', 'sleepy', 'jovial')}_{pick('pasteur', 'curie', 'monod', 'jacob')} (session {uid()})",
        f"work dir à nettoyer: work/{hexs(2)}/{hexs(30)}",
        f"tâche qui plante: [{hexs(2)}/{hexs(6)}] process > NFCORE_RNASEQ:RNASEQ:STAR_ALIGN (S{secrets.randbelow(40) + 1})",
    )
    r.add(
        "biosample_id",
        f"BioSample SAMN{digits(8, True)} (patient anonymisé P{digits(2)})",
        f"ENA sample ERS{digits(7, True)} / SAMEA{digits(8, True)}",
        f"taxid {digits(5, True)} pour la souche de levure",
    )
    return r


def main() -> None:
    write_corpora("make_heldout311.py", [
        ("heldout311_credentials.yaml", credentials(), "Held-out batch 311: credentials a Lyon comp-bio PhD student would ask to remember (cluster, API keys, lab logins, PINs), in French lab shorthand"),
        ("heldout311_lookalikes.yaml", lookalikes(), "Held-out batch 311: the same student's look-alikes (job ids, accessions, checksums, public keys, references to secrets), none holding a secret"),
    ])


if __name__ == "__main__":
    main()
